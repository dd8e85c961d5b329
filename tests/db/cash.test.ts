// The cash drawer below zero, on both engines. A drawer closed short of what its books expect
// keeps a negative expected amount (numeric, no CHECK on it): the kasa, Gün Sonu and the reports'
// cash section read it back with its sign and show it as '−₺500,00', never an error page. A
// cash-out never takes more than the drawer should hold: the server refuses it with a Turkish
// message under the session's lock, writes nothing, and of two cash-outs at once only the one
// the drawer can cover is recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { addCashMovement, closeCashSession, loadCashSession, openCashSession } from '@/features/cash/server/cash';
import { loadDayEnd } from '@/features/cash/server/day-end';
import { loadCashReport } from '@/features/reports/server/stock-cash';
import { formatKurus } from '@/platform/text/format';
import { istanbulClock } from '@/platform/time/istanbul';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createPanelFixture, type PanelFixture } from './panel-fixtures';

describe.each(databaseKinds)('the cash drawer below zero on %s', (kind) => {
  let test: TestDatabase;
  let f: PanelFixture;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  const today = istanbulClock(new Date()).date;
  const range = { from: today, to: today, preset: 'bugun' as const };
  const movements = async (salonId: string) =>
    (await q<{ kind: string; amount: string }>(`select kind, amount::text as amount from cash_movements where salon_id = $1 order by created_at, amount`, [salonId]))
      .map((m) => [m.kind, m.amount]);
  const cashOutLogs = async (salonId: string) =>
    Number((await q<{ n: number }>(`select count(*)::int as n from salon_activity_logs where salon_id = $1 and action = 'CASH_OUT'`, [salonId]))[0].n);

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createPanelFixture(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  it('reads back a drawer closed below zero: the session, the day\'s end and the cash report', async () => {
    // Opened with 500, a 1000 cash-out stored as the server accepted it before the check, counted 0.
    const opened = await openCashSession(f.a.id, f.a.ownerId, 50000);
    if (!opened.ok) throw new Error(opened.error);
    await q(`insert into cash_movements (salon_id, session_id, kind, amount, reason, created_by) values ($1, $2, 'out', 1000, 'Tedarikçi', $3)`,
      [f.a.id, opened.data.id, f.a.ownerId]);
    expect(await closeCashSession(f.a.id, f.a.ownerId, { counted: 0, note: null }))
      .toMatchObject({ ok: true, data: { expected: -50000, counted: 0, difference: 50000 } });
    const [stored] = await q<{ expected: string }>(`select expected_amount::text as expected from cash_sessions where id = $1`, [opened.data.id]);
    expect(stored.expected).toBe('-500.00');

    const session = (await loadCashSession(f.a.id, opened.data.id))!;
    expect(session).toMatchObject({ opening: 50000, cashOut: 100000, expected: -50000, counted: 0, difference: 50000 });
    expect(session.movements.map((m) => [m.kind, m.amount])).toEqual([['out', 100000]]);
    expect(formatKurus(session.expected)).toBe('−₺500,00');

    const day = await loadDayEnd(f.a.id, today);
    expect(day).toMatchObject({ cashOut: 100000 });
    expect(day.sessions.map((s) => [s.id, s.expected, s.counted, s.difference])).toEqual([[opened.data.id, -50000, 0, 50000]]);

    const report = await loadCashReport(f.a.id, range);
    expect(report.map((r) => [r.id, r.opening, r.expected, r.counted, r.difference])).toEqual([[opened.data.id, 50000, -50000, 0, 50000]]);
  });

  it('reads back a row stored with a negative expected amount, beside one short of a positive one', async () => {
    // Written directly, as data from before the fix sits in the database.
    const [below] = await q<{ id: string }>(`insert into cash_sessions (salon_id, opening_amount, expected_amount, counted_amount, closed_at, opened_at)
      values ($1, 0, -12.5, 0, now(), now() - interval '2 seconds') returning id`, [f.a.id]);
    const [short] = await q<{ id: string }>(`insert into cash_sessions (salon_id, opening_amount, expected_amount, counted_amount, closed_at, opened_at)
      values ($1, 100, 600, 550, now(), now() - interval '1 second') returning id`, [f.a.id]);
    expect(await loadCashSession(f.a.id, below.id)).toMatchObject({ expected: -1250, counted: 0, difference: 1250 });
    expect(await loadCashSession(f.a.id, short.id)).toMatchObject({ expected: 60000, counted: 55000, difference: -5000 });
    const day = await loadDayEnd(f.a.id, today);
    expect(day.sessions.filter((s) => s.id === below.id || s.id === short.id).map((s) => [s.expected, s.difference]))
      .toEqual([[-1250, 1250], [60000, -5000]]);
    const report = await loadCashReport(f.a.id, range);
    expect(report.filter((r) => r.id === below.id || r.id === short.id).map((r) => [r.expected, r.difference]))
      .toEqual([[60000, -5000], [-1250, 1250]]);
  });

  it('refuses a cash-out over what the drawer should hold, with the expected amount, and records nothing', async () => {
    const opened = await openCashSession(f.b.id, f.b.ownerId, 50000);
    if (!opened.ok) throw new Error(opened.error);
    const refused = 'Kasada yeterli nakit yok (beklenen ₺500,00)';
    expect(await addCashMovement(f.b.id, f.b.ownerId, { kind: 'out', amount: 100000, reason: 'Tedarikçi' }))
      .toEqual({ ok: false, error: refused, fieldErrors: { amount: refused }, status: 409 });
    expect(await movements(f.b.id)).toEqual([]);
    expect(await cashOutLogs(f.b.id)).toBe(0);
    expect(await loadCashSession(f.b.id)).toMatchObject({ cashOut: 0, expected: 50000 });

    // Cash in counts towards it; all of it may go, not a kuruş more.
    expect(await addCashMovement(f.b.id, f.b.ownerId, { kind: 'in', amount: 20000, reason: 'Bozuk para' })).toMatchObject({ ok: true });
    expect(await addCashMovement(f.b.id, f.b.ownerId, { kind: 'out', amount: 70001, reason: 'Tedarikçi' }))
      .toMatchObject({ ok: false, error: 'Kasada yeterli nakit yok (beklenen ₺700,00)', status: 409 });
    expect(await addCashMovement(f.b.id, f.b.ownerId, { kind: 'out', amount: 70000, reason: 'Tedarikçi' }))
      .toMatchObject({ ok: true, message: 'Kasadan çıkış kaydedildi' });
    expect(await addCashMovement(f.b.id, f.b.ownerId, { kind: 'out', amount: 1, reason: 'Tedarikçi' }))
      .toMatchObject({ ok: false, error: 'Kasada yeterli nakit yok (beklenen ₺0,00)', status: 409 });
    // An empty drawer still takes cash in.
    expect(await addCashMovement(f.b.id, f.b.ownerId, { kind: 'in', amount: 50000, reason: 'Bankadan' })).toMatchObject({ ok: true });
    expect(await movements(f.b.id)).toEqual([['in', '200.00'], ['out', '700.00'], ['in', '500.00']]);
    expect(await cashOutLogs(f.b.id)).toBe(1);
    expect(await loadCashSession(f.b.id)).toMatchObject({ cashIn: 70000, cashOut: 70000, expected: 50000 });
  });

  it('records only one of two cash-outs at once that the drawer cannot both cover', async () => {
    const results = await Promise.all([
      addCashMovement(f.b.id, f.b.ownerId, { kind: 'out', amount: 30000, reason: 'Birinci' }),
      addCashMovement(f.b.id, f.b.ownerId, { kind: 'out', amount: 30000, reason: 'İkinci' }),
    ]);
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.ok)).toMatchObject({ error: 'Kasada yeterli nakit yok (beklenen ₺200,00)', status: 409 });
    expect(await loadCashSession(f.b.id)).toMatchObject({ cashOut: 100000, expected: 20000 });
    expect(await cashOutLogs(f.b.id)).toBe(2);
  });
});
