// What the reports screen shows (issue 31), as the server loads it and the views and CSV files
// read it. Money in kuruş; days as 'YYYY-MM-DD' Istanbul dates.
import type { PaymentMethod } from '@/features/bills/rules/money';

export interface TakingsReport {
  byDay: { day: string; taken: number; refunded: number }[];
  byMethod: { method: PaymentMethod; taken: number; refunded: number }[];
  byCategory: { category: string; amount: number }[];
  services: number;
  products: number;
  discounts: number;
  tips: number;
  balancesCreated: number;
  /** What is still owed now on bills closed in the range. */
  balancesOutstanding: number;
  billsClosed: number;
}

export interface StaffFigures {
  staffId: string;
  name: string;
  servicesDone: number;
  serviceRevenue: number;
  productsSold: number;
  productRevenue: number;
  tips: number;
  /** Commission (prim) earned on what was paid, less refunds (rules/commission.ts). */
  commission: number;
}

/** One line of a stylist's statement: a service she did or a product she sold, on a closed bill. */
export interface StatementLine {
  billNumber: number;
  day: string;
  kind: 'service' | 'product';
  description: string;
  quantity: number;
  /** The line's amount after its own discount. */
  amount: number;
  percent: number;
  commission: number;
}

export interface StaffStatement {
  staffId: string;
  name: string;
  figures: StaffFigures;
  lines: StatementLine[];
}

export interface AppointmentsReport {
  total: number;
  online: number;
  bySalon: number;
  completed: number;
  cancelled: number;
  noShow: number;
  /** Booked minutes (appointments not cancelled) over working minutes, per active staff member. */
  occupancy: { staffId: string; name: string; bookedMinutes: number; workingMinutes: number }[];
  /** Appointments not cancelled by their starting hour (0–23), in the day's order. */
  byHour: { hour: number; count: number }[];
}

export interface CustomerRow {
  name: string;
  phone: string;
  visits: number;
  /** Paid on closed bills in the range (top customers), or 0. */
  spent: number;
  /** The last completed visit (lapsed customers). */
  lastVisit: string;
}

export interface CustomersReport {
  /** Customers (by phone) with a completed visit in the range whose first visit here was in it. */
  newCustomers: number;
  returning: number;
  top: CustomerRow[];
  /** Last completed visit 60–89 days before the range's end, nothing booked since. */
  lapsed60: CustomerRow[];
  /** 90 days or more. */
  lapsed90: CustomerRow[];
}

export interface ProductsReport {
  sold: { productId: string; name: string; quantity: number; revenue: number }[];
  /** Active products' stock on hand × their cost price. */
  stockValue: number;
  lowStock: { productId: string; name: string; stock: number; lowStockLevel: number }[];
}

export interface CashSessionRow {
  id: string;
  openedAt: string;
  closedAt: string | null;
  openedBy: string | null;
  closedBy: string | null;
  opening: number;
  expected: number | null;
  counted: number | null;
  /** Counted − expected; null while the drawer is open. */
  difference: number | null;
}

/** The reports the screen's tabs and the CSV downloads load, one at a time. */
export type ReportSource = 'takings' | 'staff' | 'appointments' | 'customers' | 'products' | 'cash';

export interface ReportData {
  takings?: TakingsReport;
  staff?: StaffFigures[];
  appointments?: AppointmentsReport;
  customers?: CustomersReport;
  products?: ProductsReport;
  cash?: CashSessionRow[];
}
