'use client';
// The salon's week: for each day (Monday first) open or closed, and its opening and closing
// time. A vertical list of days, so it fits a phone; saved as a whole with one button. Each open
// day can lend its hours to every other open day.
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAdminAction } from '@/components/kit/use-action';
import type { ActionResult } from '@/platform/actions/result';
import { minutesToTime } from '@/platform/time/istanbul';
import { salonWeekSchema, WEEK_ORDER, WEEKDAY_NAMES, type SalonWeekInput } from '@/features/salon-settings/schema';

export interface WeekDayValue {
  dayOfWeek: number;
  isOpen: boolean;
  open: number;
  close: number;
}

interface Row { dayOfWeek: number; isOpen: boolean; open: string; close: string }

const toRow = (d: WeekDayValue): Row => ({ dayOfWeek: d.dayOfWeek, isOpen: d.isOpen, open: minutesToTime(d.open), close: minutesToTime(d.close) });

export function WeekEditor({ days, canEdit, action }: {
  days: WeekDayValue[];
  canEdit: boolean;
  action: (input: SalonWeekInput) => Promise<ActionResult<unknown>>;
}) {
  const { busy, execute } = useAdminAction('Çalışma saatleri kaydedildi');
  const [rows, setRows] = useState<Row[]>(() => WEEK_ORDER.map((d) => toRow(days.find((x) => x.dayOfWeek === d)!)));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = (day: number, patch: Partial<Row>) => setRows((rs) => rs.map((r) => (r.dayOfWeek === day ? { ...r, ...patch } : r)));
  // One day's hours onto every other open day (issue 28: a salon types the same week day by day otherwise); closed days stay closed.
  const applyToOpenDays = (source: Row) =>
    setRows((rs) => rs.map((r) => (r.isOpen && r.dayOfWeek !== source.dayOfWeek ? { ...r, open: source.open, close: source.close } : r)));

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = salonWeekSchema.safeParse({ days: rows });
    if (!parsed.success) {
      const byDay: Record<number, string> = {};
      let general: string | null = null;
      for (const issue of parsed.error.issues) {
        const index = issue.path[1];
        if (typeof index === 'number') byDay[rows[index].dayOfWeek] ??= issue.message;
        else general ??= issue.message;
      }
      setErrors(byDay);
      setFormError(general);
      return;
    }
    setErrors({});
    setFormError(null);
    await execute(() => action(parsed.data));
  }

  return (
    <form onSubmit={save} noValidate className="grid gap-3" aria-busy={busy}>
      <fieldset disabled={!canEdit || busy} className="grid gap-2">
        <legend className="sr-only">Haftalık çalışma saatleri</legend>
        {rows.map((r) => {
          const name = WEEKDAY_NAMES[r.dayOfWeek];
          const error = errors[r.dayOfWeek];
          return (
            <div key={r.dayOfWeek} className="rounded-lg border bg-background p-3">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <label className="flex w-32 items-center gap-2 text-sm font-medium">
                  <input type="checkbox" className="size-4 accent-primary" checked={r.isOpen}
                    onChange={(e) => update(r.dayOfWeek, { isOpen: e.target.checked })} />
                  {name}
                </label>
                {r.isOpen ? (
                  <div className="flex items-center gap-2">
                    <Input type="time" step={300} value={r.open} aria-label={`${name} açılış`} className="w-32"
                      aria-invalid={error ? true : undefined} onChange={(e) => update(r.dayOfWeek, { open: e.target.value })} />
                    <span aria-hidden="true">–</span>
                    <Input type="time" step={300} value={r.close} aria-label={`${name} kapanış`} className="w-32"
                      aria-invalid={error ? true : undefined} onChange={(e) => update(r.dayOfWeek, { close: e.target.value })} />
                  </div>
                ) : <span className="text-sm text-muted-foreground">Kapalı</span>}
                {r.isOpen && canEdit ? (
                  <Button type="button" variant="ghost" size="sm" className="h-9" onClick={() => applyToOpenDays(r)}
                    aria-label={`${name} saatlerini tüm açık günlere uygula`}>
                    Tüm açık günlere uygula
                  </Button>
                ) : null}
              </div>
              {error ? <p className="mt-1 text-sm text-destructive">{error}</p> : null}
            </div>
          );
        })}
      </fieldset>
      {formError ? <p role="alert" className="text-sm text-destructive">{formError}</p> : null}
      {canEdit ? (
        <div>
          <Button type="submit" disabled={busy}>{busy ? 'Kaydediliyor...' : 'Saatleri Kaydet'}</Button>
        </div>
      ) : null}
    </form>
  );
}
