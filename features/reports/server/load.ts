import 'server-only';
// One report by its name, for the screen's tab and the CSV download (issue 31).
import type { ReportRange } from '@/features/reports/rules/range';
import type { ReportData, ReportSource } from '@/features/reports/types';
import { loadAppointmentsReport } from './appointments';
import { loadCustomersReport } from './customers';
import { loadCashReport, loadProductsReport } from './stock-cash';
import { loadStaffFigures, loadTakings } from './takings';

export async function loadReport(source: ReportSource, salonId: string, range: ReportRange): Promise<ReportData> {
  switch (source) {
    case 'takings': return { takings: await loadTakings(salonId, range) };
    case 'staff': return { staff: await loadStaffFigures(salonId, range) };
    case 'appointments': return { appointments: await loadAppointmentsReport(salonId, range) };
    case 'customers': return { customers: await loadCustomersReport(salonId, range) };
    case 'products': return { products: await loadProductsReport(salonId, range) };
    case 'cash': return { cash: await loadCashReport(salonId, range) };
  }
}
