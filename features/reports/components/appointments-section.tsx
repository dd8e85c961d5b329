// 'Raporlar' › Randevular (issue 31): the range's appointments by source and outcome, each
// staff member's occupancy (booked over working hours) and the busy hours, each table with its
// CSV. Server component.
import { formatCount } from '@/components/kit/figure-cards';
import type { AppointmentsReport } from '@/features/reports/types';
import type { ReportRange } from '@/features/reports/rules/range';
import { shareOf } from '@/features/reports/rules/share';
import { BarList } from './bar-list';
import { ReportFigure as Figure, ReportFigures, ReportSection as Section } from './report-section';

/** A part of the whole as Turkish writes it, '%25'; '—' when there is no whole. */
const share = (part: number, whole: number) => (whole > 0 ? `%${shareOf(part, whole)}` : '—');
/** Minutes as whole hours, '31 sa'. */
const hours = (minutes: number) => `${formatCount(Math.round(minutes / 60))} sa`;
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export function AppointmentsSection({ range, report }: { range: ReportRange; report: AppointmentsReport }) {
  const { total, occupancy } = report;
  return (
    <div className="grid gap-6">
      <ReportFigures>
        <Figure label="Randevu" value={formatCount(total)} testId="report-appointments-total" />
        <Figure label="Online" value={formatCount(report.online)} hint={share(report.online, total)} testId="report-appointments-online" />
        <Figure label="Salonun yazdığı" value={formatCount(report.bySalon)} hint={share(report.bySalon, total)} testId="report-appointments-salon" />
        <Figure label="Tamamlanan" value={formatCount(report.completed)} hint={share(report.completed, total)} testId="report-appointments-completed" />
        <Figure label="İptal" value={formatCount(report.cancelled)} hint={share(report.cancelled, total)} testId="report-appointments-cancelled" />
        <Figure label="Gelmedi" value={formatCount(report.noShow)} hint={share(report.noShow, total)} testId="report-appointments-noshow" />
      </ReportFigures>

      <Section id="occupancy" title="Doluluk" table="doluluk" range={range}>
        <p className="text-sm text-muted-foreground">İptal edilmeyen randevuların süresi, personelin çalışma saatlerine oranla.</p>
        {occupancy.length === 0 ? <p className="text-sm text-muted-foreground">Aktif personel yok.</p> : (
          <BarList label="Personele göre doluluk" testId="report-occupancy" max={100}
            bars={occupancy.map((o) => ({ label: o.name, value: shareOf(o.bookedMinutes, o.workingMinutes) }))}
            format={(percent, i) => `%${percent} · ${hours(occupancy[i].bookedMinutes)} / ${hours(occupancy[i].workingMinutes)}`} />
        )}
      </Section>

      <Section id="hours" title="Yoğun saatler" table="saatler" range={range}>
        {report.byHour.length === 0 ? <p className="text-sm text-muted-foreground">Bu aralıkta randevu yok.</p> : (
          <BarList label="Başlangıç saatine göre randevu" testId="report-hours" format={formatCount}
            bars={report.byHour.map((h) => ({ label: hourLabel(h.hour), value: h.count }))} />
        )}
      </Section>
    </div>
  );
}
