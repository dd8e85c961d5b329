// The reports' range: the four presets as links and a chosen range as a plain GET form (it works
// without a script and with the keyboard); both keep the tab. The current choice is marked with aria-current.
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/components/ui/utils';
import { RANGE_PRESETS, presetRange, type RangePreset, type ReportRange } from '@/features/reports/rules/range';
import { reportHref, type ReportTab } from '@/features/reports/rules/tabs';

export function RangePicker({ range, tab, today }: { range: ReportRange; tab: ReportTab; today: string }) {
  return (
    <div className="grid gap-3 print:hidden">
      <nav aria-label="Rapor aralığı" className="flex flex-wrap gap-2">
        {(Object.keys(RANGE_PRESETS) as RangePreset[]).map((preset) => (
          <Link key={preset} href={reportHref(tab, presetRange(preset, today))} aria-current={range.preset === preset ? 'page' : undefined}
            className={cn('inline-flex h-11 items-center rounded-md border px-4 text-sm font-medium sm:h-10',
              range.preset === preset ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent')}>
            {RANGE_PRESETS[preset]}
          </Link>
        ))}
      </nav>
      <form action="/panel/raporlar" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="bolum" value={tab} />
        <label className="grid gap-1 text-xs font-medium text-muted-foreground">Başlangıç
          <Input type="date" name="bas" defaultValue={range.from} className="h-11 sm:h-10" required />
        </label>
        <label className="grid gap-1 text-xs font-medium text-muted-foreground">Bitiş
          <Input type="date" name="bit" defaultValue={range.to} className="h-11 sm:h-10" required />
        </label>
        <Button type="submit" variant="outline" className="h-11 sm:h-10">Göster</Button>
      </form>
    </div>
  );
}
