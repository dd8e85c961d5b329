// Issue 31's reports on both engines, against hand-computed totals on a fixed fixture: a small
// salon's books over two Istanbul days (services and a product, line and bill discounts, a tip,
// split payments, a refund, an open balance collected later, a void), with bills at 23:30 and
// 00:30 falling on their own days, and another salon's bill that must never be counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { loadStaffFigures, loadTakings } from '@/features/reports/server/takings';
import { loadStaffStatement } from '@/features/reports/server/statement';
import { loadAppointmentsReport } from '@/features/reports/server/appointments';
import { loadCustomersReport } from '@/features/reports/server/customers';
import { loadCashReport, loadProductsReport } from '@/features/reports/server/stock-cash';
import { lineCommission } from '@/features/reports/rules/commission';
import { setCommissionBasis, setStaffCommission } from '@/features/staff/server/staff-commission';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createPanelFixture, type PanelFixture } from './panel-fixtures';

interface Line { kind: 'service' | 'product'; ref: string; staff: string | null; price: number; qty?: number; discount?: number }
interface Payment { kind?: 'payment' | 'refund'; method: 'cash' | 'card' | 'transfer'; amount: number; at?: string; reason?: string }

describe.each(databaseKinds)('reports on %s', (kind) => {
  let test: TestDatabase;
  let f: PanelFixture;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  const one = async (text: string, params: unknown[]) => (await q<{ id: string }>(`${text} returning id`, params))[0].id;
  const ids = { selin: '', deniz: '', cut: '', color: '', shampoo: '', categoryHair: '' };
  let number = 0;

  /** A closed bill written as checkout writes one (amounts in lira), closed at an Istanbul wall time. */
  async function bill(salonId: string, at: string, lines: Line[], opts: { discount?: number; tip?: number; tipStaff?: string; payments: Payment[]; status?: 'closed' | 'void' }) {
    const closedAt = `${at}+03:00`;
    const subtotal = lines.reduce((s, l) => s + l.price * (l.qty ?? 1) - (l.discount ?? 0), 0);
    const total = subtotal - (opts.discount ?? 0) + (opts.tip ?? 0);
    const paid = opts.payments.filter((p) => (p.kind ?? 'payment') === 'payment').reduce((s, p) => s + p.amount, 0);
    const refunded = opts.payments.filter((p) => p.kind === 'refund').reduce((s, p) => s + p.amount, 0);
    const status = opts.status ?? 'closed';
    const balance = status === 'void' ? 0 : total - paid;
    // Opened first (lines go only into an open bill), then closed as checkout closes it.
    const id = await one(`insert into bills (salon_id, number, customer_name, customer_phone, subtotal, discount_kind, discount_value, discount_amount,
        tip_amount, tip_staff_id, total, created_at) values ($1, $2, 'Ayşe Yılmaz', '05321234567', $3, $4, $5, $5, $6, $7, $8, $9)`,
      [salonId, ++number, subtotal, opts.discount ? 'amount' : null, opts.discount ?? 0, opts.tip ?? 0, opts.tipStaff ?? null, total, closedAt]);
    for (const [i, l] of lines.entries()) {
      const qty = l.qty ?? 1;
      await q(`insert into bill_lines (bill_id, salon_id, position, kind, service_id, product_id, description, staff_id, unit_price, quantity,
          discount_kind, discount_value, discount_amount, net_amount) values ($1, $2, $3, $4, $5, $6, 'x', $7, $8, $9, $10, $11, $11, $12)`,
      [id, salonId, i, l.kind, l.kind === 'service' ? l.ref : null, l.kind === 'product' ? l.ref : null, l.staff, l.price, qty,
        l.discount ? 'amount' : null, l.discount ?? 0, l.price * qty - (l.discount ?? 0)]);
    }
    for (const p of opts.payments) {
      await q(`insert into bill_payments (bill_id, salon_id, kind, method, amount, session_id, reason, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, salonId, p.kind ?? 'payment', p.method, p.amount, p.method === 'cash' ? await drawer(salonId) : null,
          p.kind === 'refund' ? (p.reason ?? 'İade') : null, p.at ? `${p.at}+03:00` : closedAt]);
    }
    await q(`update bills set status = $2, paid_amount = $3, refunded_amount = $4, balance = $5, closed_at = $6, voided_at = $7, void_reason = $8 where id = $1`,
      [id, status, paid, refunded, balance, closedAt, status === 'void' ? closedAt : null, status === 'void' ? 'Yanlış' : null]);
    return id;
  }
  const drawers = new Map<string, string>();
  async function drawer(salonId: string) {
    // Opened before the range, so the cash report's range leaves it out whatever today is.
    if (!drawers.has(salonId)) drawers.set(salonId, await one(`insert into cash_sessions (salon_id, opening_amount, opened_at) values ($1, 0, '2026-11-01T08:00:00+03:00')`, [salonId]));
    return drawers.get(salonId)!;
  }

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createPanelFixture(test.conn);
    // Commission (prim): Selin 30 % on services, 10 % on products; Deniz 40 % on services; colour pays 50 % to whoever does it.
    ids.selin = await one(`insert into staff (salon_id, first_name, last_name, commission_service_percent, commission_product_percent) values ($1, 'Selin', 'Yıldız', 30, 10)`, [f.a.id]);
    ids.deniz = await one(`insert into staff (salon_id, first_name, last_name, commission_service_percent) values ($1, 'Deniz', 'Kaya', 40)`, [f.a.id]);
    ids.categoryHair = await one(`insert into service_categories (salon_id, name) values ($1, 'Saç')`, [f.a.id]);
    ids.cut = await one(`insert into services (salon_id, category_id, name, price) values ($1, $2, 'Kesim', 400)`, [f.a.id, ids.categoryHair]);
    ids.color = await one(`insert into services (salon_id, name, price, commission_percent) values ($1, 'Boya', 800, 50)`, [f.a.id]);
    ids.shampoo = await one(`insert into products (salon_id, name, price) values ($1, 'Şampuan', 250)`, [f.a.id]);

    // Day 1 (1 Dec): a cut by Selin with a 50 TL line discount, paid cash 350, and a 20 TL tip for her.
    await bill(f.a.id, '2026-12-01T10:00:00', [{ kind: 'service', ref: ids.cut, staff: ids.selin, price: 400, discount: 50 }],
      { tip: 20, tipStaff: ids.selin, payments: [{ method: 'cash', amount: 370 }] });
    // Day 1, 23:30: colour by Deniz and two shampoos sold by Selin, 100 TL off the bill, split card/transfer.
    await bill(f.a.id, '2026-12-01T23:30:00', [
      { kind: 'service', ref: ids.color, staff: ids.deniz, price: 800 },
      { kind: 'product', ref: ids.shampoo, staff: ids.selin, price: 250, qty: 2 },
    ], { discount: 100, payments: [{ method: 'card', amount: 1000 }, { method: 'transfer', amount: 200 }] });
    // Day 2, 00:30: a cut by Deniz, 300 paid by card, 100 left open and collected in cash on day 2 at 15:00.
    await bill(f.a.id, '2026-12-02T00:30:00', [{ kind: 'service', ref: ids.cut, staff: ids.deniz, price: 400 }],
      { payments: [{ method: 'card', amount: 300 }, { method: 'cash', amount: 100, at: '2026-12-02T15:00:00' }] });
    // Day 2: a colour by Selin paid by card, 200 of it refunded by card the same day.
    await bill(f.a.id, '2026-12-02T12:00:00', [{ kind: 'service', ref: ids.color, staff: ids.selin, price: 800 }],
      { payments: [{ method: 'card', amount: 800 }, { kind: 'refund', method: 'card', amount: 200, at: '2026-12-02T13:00:00' }] });
    // Day 2: a void bill counts nowhere. Day 3: outside the range.
    await bill(f.a.id, '2026-12-02T16:00:00', [{ kind: 'service', ref: ids.cut, staff: ids.selin, price: 400 }], { payments: [], status: 'void' });
    await bill(f.a.id, '2026-12-03T00:00:00', [{ kind: 'service', ref: ids.cut, staff: ids.selin, price: 400 }], { payments: [{ method: 'card', amount: 400 }] });
    // Another salon, same days.
    const other = await one(`insert into services (salon_id, name, price) values ($1, 'Başka', 999)`, [f.b.id]);
    await bill(f.b.id, '2026-12-01T12:00:00', [{ kind: 'service', ref: other, staff: null, price: 999 }], { payments: [{ method: 'cash', amount: 999 }] });

    // The shelf: ten shampoos bought in at 100 TL each, warned at twelve; the other salon's five at 7 TL.
    await q(`update products set cost_price = 100, low_stock_level = 12 where id = $1`, [ids.shampoo]);
    await q(`insert into stock_movements (salon_id, product_id, kind, quantity) values ($1, $2, 'purchase', 10)`, [f.a.id, ids.shampoo]);
    const otherProduct = await one(`insert into products (salon_id, name, price, cost_price) values ($1, 'Krem', 20, 7)`, [f.b.id]);
    await q(`insert into stock_movements (salon_id, product_id, kind, quantity) values ($1, $2, 'purchase', 5)`, [f.b.id, otherProduct]);
    // A drawer opened at 09:00 with 100 TL, expected 600 and counted 550 at 20:00 on day 1.
    await q(`insert into cash_sessions (salon_id, opening_amount, opened_at, expected_amount, counted_amount, closed_at)
      values ($1, 100, '2026-12-01T09:00:00+03:00', 600, 550, '2026-12-01T20:00:00+03:00')`, [f.a.id]);

    // Working time: the salon opens 09–19 every day; Selin has her own week (Tuesdays 10–18 with
    // a break 13–14, no Wednesdays); Deniz takes Wednesday 2 December off.
    await q(`delete from salon_working_hours where salon_id = $1`, [f.a.id]);
    for (let day = 0; day < 7; day++) {
      await q(`insert into salon_working_hours (salon_id, day_of_week, is_open, open_minutes, close_minutes) values ($1, $2, true, 540, 1140)`, [f.a.id, day]);
      await q(`insert into staff_working_hours (staff_id, day_of_week, is_working, start_minutes, end_minutes, break_start_minutes, break_end_minutes)
        values ($1, $2, $3, 600, 1080, $4, $5)`, [ids.selin, day, day === 2, day === 2 ? 780 : null, day === 2 ? 840 : null]);
    }
    await q(`insert into staff_time_off (staff_id, start_date, end_date) values ($1, '2026-12-02', '2026-12-02')`, [ids.deniz]);

    // Appointments: A (returning, first came in November), B (new), C last came 73 days before
    // the range's end, D 123 days, E as long ago but booked again.
    const visit = (salonId: string, staff: string | null, name: string, phone: string, date: string, start: string, end: string | null, status: string, source = 'online') =>
      q(`insert into appointments (salon_id, staff_id, customer_name, customer_phone, appointment_date, start_time, end_time, status, source)
        values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, [salonId, staff, name, phone, date, start, end, status, source]);
    await visit(f.a.id, ids.selin, 'Ayla', '05330000001', '2026-11-01', '10:00', '11:00', 'completed');
    await visit(f.a.id, ids.selin, 'Ayla', '05330000001', '2026-12-01', '10:00', '11:00', 'completed');
    await visit(f.a.id, ids.selin, 'Berk', '05330000009', '2026-12-01', '11:00', '11:30', 'no_show', 'salon');
    await visit(f.a.id, ids.selin, 'Berk', '05330000009', '2026-12-01', '12:00', '13:00', 'cancelled');
    await visit(f.a.id, ids.deniz, 'Banu', '05330000002', '2026-12-01', '10:00', null, 'completed', 'salon');
    await visit(f.a.id, ids.deniz, 'Banu', '05330000002', '2026-12-01', '15:00', '16:30', 'scheduled');
    await visit(f.a.id, ids.deniz, 'Cem', '05330000003', '2026-09-20', '10:00', '11:00', 'completed');
    await visit(f.a.id, ids.deniz, 'Dilek', '05330000004', '2026-08-01', '10:00', '11:00', 'completed');
    await visit(f.a.id, ids.deniz, 'Ece', '05330000005', '2026-08-01', '12:00', '13:00', 'completed');
    await visit(f.a.id, ids.deniz, 'Ece', '05330000005', '2026-12-10', '12:00', '13:00', 'scheduled');
    // Erased people (retention's guest, a closed account) are neither new, returning nor lapsed.
    await visit(f.a.id, ids.deniz, 'Anonim', '00000000000', '2026-12-01', '17:00', '18:00', 'completed');
    await visit(f.a.id, ids.deniz, 'Silinmiş Müşteri', '00000000001', '2026-08-02', '10:00', '11:00', 'completed');
    await visit(f.b.id, null, 'Başka', '05330000006', '2026-12-01', '10:00', '11:00', 'completed');
  });
  afterAll(async () => { await test?.dispose(); });

  const range = { from: '2026-12-01', to: '2026-12-02', preset: 'ozel' as const };
  const tl = (lira: number) => lira * 100;

  it('adds up the takings by day, by method and by what was sold', async () => {
    const t = await loadTakings(f.a.id, range);
    expect(t.byDay).toEqual([
      { day: '2026-12-01', taken: tl(370 + 1000 + 200), refunded: 0 },
      { day: '2026-12-02', taken: tl(300 + 100 + 800), refunded: tl(200) },
    ]);
    expect(t.byMethod).toEqual([
      { method: 'card', taken: tl(1000 + 300 + 800), refunded: tl(200) },
      { method: 'cash', taken: tl(370 + 100), refunded: 0 },
      { method: 'transfer', taken: tl(200), refunded: 0 },
    ]);
    // Lines' net amounts of closed bills: Saç (cuts) 350 + 400; Kategorisiz (colours) 800 + 800; products 500.
    expect(t.byCategory).toEqual([
      { category: 'Kategorisiz', amount: tl(1600) }, { category: 'Saç', amount: tl(750) }, { category: 'Ürünler', amount: tl(500) },
    ]);
    expect(t).toMatchObject({
      services: tl(2350), products: tl(500), discounts: tl(50 + 100), tips: tl(20),
      balancesCreated: tl(100), balancesOutstanding: 0, billsClosed: 4,
    });
  });

  it('puts a bill at 23:30 and one at 00:30 on their own Istanbul days', async () => {
    expect((await loadTakings(f.a.id, { from: '2026-12-01', to: '2026-12-01', preset: 'ozel' })).billsClosed).toBe(2);
    expect((await loadTakings(f.a.id, { from: '2026-12-02', to: '2026-12-02', preset: 'ozel' })).billsClosed).toBe(2);
  });

  it("gives each staff member's services, products, tips and commission", async () => {
    // Commission by hand (discounts taken off first, the salon's default):
    //   Deniz: colour 800 less its share of the 100 TL bill discount (61.54) at 50 % = 369.23; cut 400 at 40 % = 160
    //   Selin: cut 350 at 30 % = 105; shampoos 500 less their share (38.46) at 10 % = 46.15;
    //          colour 800 with a quarter of the bill refunded: 600 at 50 % = 300
    expect(await loadStaffFigures(f.a.id, range)).toEqual([
      { staffId: ids.deniz, name: 'Deniz Kaya', servicesDone: 2, serviceRevenue: tl(1200), productsSold: 0, productRevenue: 0, tips: 0, commission: 52923 },
      { staffId: ids.selin, name: 'Selin Yıldız', servicesDone: 2, serviceRevenue: tl(1150), productsSold: 2, productRevenue: tl(500), tips: tl(20), commission: 45115 },
    ]);
  });

  it('sums in SQL what the pure rule gives line by line', async () => {
    const bill23 = { subtotal: 130000, discount: 10000, total: 120000, paid: 120000, billRefunds: 0 };
    const deniz = lineCommission({ gross: 80000, net: 80000, refunded: 0, percent: 50 }, bill23, true)
      + lineCommission({ gross: 40000, net: 40000, refunded: 0, percent: 40 }, { subtotal: 40000, discount: 0, total: 40000, paid: 40000, billRefunds: 0 }, true);
    const selin = lineCommission({ gross: 40000, net: 35000, refunded: 0, percent: 30 }, { subtotal: 35000, discount: 0, total: 37000, paid: 37000, billRefunds: 0 }, true)
      + lineCommission({ gross: 50000, net: 50000, refunded: 0, percent: 10 }, bill23, true)
      + lineCommission({ gross: 80000, net: 80000, refunded: 0, percent: 50 }, { subtotal: 80000, discount: 0, total: 80000, paid: 80000, billRefunds: 20000 }, true);
    expect((await loadStaffFigures(f.a.id, range)).map((s) => s.commission)).toEqual([deniz, selin]);
  });

  it("sets rates on this salon's staff only, and logs who did", async () => {
    expect(await setStaffCommission(f.b.id, f.b.ownerId, { staffId: ids.selin, servicePercent: 99, productPercent: 99 })).toMatchObject({ ok: false, status: 404 });
    expect(await setStaffCommission(f.a.id, f.a.ownerId, { staffId: ids.selin, servicePercent: 30, productPercent: 10 })).toMatchObject({ ok: true });
    const [log] = await q<{ user_id: string; description: string }>(`select user_id, description from salon_activity_logs where action = 'STAFF_COMMISSION' and salon_id = $1`, [f.a.id]);
    expect(log).toEqual({ user_id: f.a.ownerId, description: 'Prim oranları: Selin Yıldız · hizmet %30, ürün %10' });
  });

  it('keeps the rates and the basis each bill closed with: changing them later rewrites no statement', async () => {
    const before = await loadStaffFigures(f.a.id, range);
    await q(`update products set commission_percent = 20 where id = $1`, [ids.shampoo]);
    await setStaffCommission(f.a.id, f.a.ownerId, { staffId: ids.selin, servicePercent: 45, productPercent: 10 });
    await setCommissionBasis(f.a.id, f.a.ownerId, false);
    expect(await loadStaffFigures(f.a.id, range)).toEqual(before);

    // A bill closed after the change pays the new rates on list prices: Selin's cut at 45 % of 400,
    // her shampoo at the product's 20 % of 250 (not the 200 after its discount).
    const day5 = { from: '2026-12-05', to: '2026-12-05', preset: 'ozel' as const };
    await bill(f.a.id, '2026-12-05T11:00:00', [
      { kind: 'service', ref: ids.cut, staff: ids.selin, price: 400 },
      { kind: 'product', ref: ids.shampoo, staff: ids.selin, price: 250, discount: 50 },
    ], { payments: [{ method: 'card', amount: 600 }] });
    expect((await loadStaffFigures(f.a.id, day5))[0]).toMatchObject({ name: 'Selin Yıldız', commission: tl(180 + 50) });

    await q(`update products set commission_percent = null where id = $1`, [ids.shampoo]);
    await setStaffCommission(f.a.id, f.a.ownerId, { staffId: ids.selin, servicePercent: 30, productPercent: 10 });
    await setCommissionBasis(f.a.id, f.a.ownerId, true);
  });

  it("refuses any writer who would change a closed bill's rates or basis afterwards", async () => {
    const [line] = await q<{ id: string; bill_id: string }>(`select l.id, l.bill_id from bill_lines l join bills b on b.id = l.bill_id
      where b.salon_id = $1 and b.status = 'closed' and l.staff_id is not null limit 1`, [f.a.id]);
    expect(String(await q(`update bill_lines set commission_percent = 99 where id = $1`, [line.id]).catch((e: Error) => e)))
      .toContain('Kapatılmış adisyonun satırı değiştirilemez');
    expect(String(await q(`update bills set commission_discounts_first = not commission_discounts_first where id = $1`, [line.bill_id]).catch((e: Error) => e)))
      .toContain('Kapatılmış adisyon değiştirilemez');
  });

  it("hands each stylist a statement whose lines add up to her row of the report", async () => {
    const statement = await loadStaffStatement(f.a.id, ids.selin, range);
    const row = (await loadStaffFigures(f.a.id, range)).find((s) => s.staffId === ids.selin);
    expect(statement?.figures).toEqual(row);
    expect(statement?.lines.map((l) => [l.day, l.kind, l.quantity, l.amount, l.percent, l.commission])).toEqual([
      ['2026-12-01', 'service', 1, tl(350), 30, tl(105)],
      ['2026-12-01', 'product', 2, tl(500), 10, 4615],
      ['2026-12-02', 'service', 1, tl(800), 50, tl(300)],
    ]);
    expect(statement!.lines.reduce((sum, l) => sum + l.commission, 0)).toBe(row!.commission);
    // Another salon's staff member is not found from this salon, nor this one's from there.
    expect(await loadStaffStatement(f.b.id, ids.selin, range)).toBeNull();
  });

  it('counts appointments by how they were booked and ended, occupancy against working time, and busy hours', async () => {
    const r = await loadAppointmentsReport(f.a.id, range);
    // An anonymised guest's visit still counts: it happened, only its person is gone.
    expect(r).toMatchObject({ total: 6, online: 4, bySalon: 2, completed: 3, cancelled: 1, noShow: 1 });
    // Selin works her own Tuesday 10–18 with an hour's break (420 min) and not on Wednesdays;
    // Deniz works the salon's 09–19 (600 min) on Tuesday and is on leave on Wednesday. Booked:
    // Selin 60 + a no-show's 30 (the cancelled hour is free again); Deniz 60 (no end: an hour) + 90 + 60.
    expect(r.occupancy).toEqual([
      { staffId: ids.deniz, name: 'Deniz Kaya', bookedMinutes: 210, workingMinutes: 600 },
      { staffId: ids.selin, name: 'Selin Yıldız', bookedMinutes: 90, workingMinutes: 420 },
    ]);
    expect(r.byHour).toEqual([{ hour: 10, count: 2 }, { hour: 11, count: 1 }, { hour: 15, count: 1 }, { hour: 17, count: 1 }]);
  });

  it('tells new customers from returning ones, the best payers, and who has not come back', async () => {
    const r = await loadCustomersReport(f.a.id, range);
    expect([r.newCustomers, r.returning]).toEqual([1, 1]);
    expect(r.top).toEqual([{ name: 'Ayşe Yılmaz', phone: '05321234567', visits: 4, spent: tl(370 + 1200 + 400 + 800 - 200), lastVisit: '2026-12-02' }]);
    expect(r.lapsed60.map((c) => [c.name, c.phone, c.lastVisit])).toEqual([['Cem', '05330000003', '2026-09-20']]);
    expect(r.lapsed90.map((c) => [c.name, c.phone, c.lastVisit])).toEqual([['Dilek', '05330000004', '2026-08-01']]);
  });

  it('gives products sold, the shelf at cost and what runs low; the drawer sessions with their differences', async () => {
    const p = await loadProductsReport(f.a.id, range);
    expect(p.sold).toEqual([{ productId: ids.shampoo, name: 'Şampuan', quantity: 2, revenue: tl(500) }]);
    expect(p.stockValue).toBe(tl(10 * 100));
    expect(p.lowStock.map((x) => [x.name, x.stock, x.lowStockLevel])).toEqual([['Şampuan', 10, 12]]);
    const cash = await loadCashReport(f.a.id, range);
    expect(cash.map((c) => [c.openedAt, c.closedAt, c.opening, c.expected, c.counted, c.difference])).toEqual([
      ['2026-12-01T06:00:00Z', '2026-12-01T17:00:00Z', tl(100), tl(600), tl(550), -tl(50)],
    ]);
  });

  it("never counts another salon's books", async () => {
    const t = await loadTakings(f.b.id, range);
    expect(t).toMatchObject({ services: tl(999), billsClosed: 1, products: 0 });
    expect(await loadStaffFigures(f.b.id, range)).toEqual([]);
    expect(await loadAppointmentsReport(f.b.id, range)).toMatchObject({ total: 1, completed: 1 });
    expect((await loadCustomersReport(f.b.id, range)).lapsed90).toEqual([]);
    expect((await loadProductsReport(f.b.id, range)).stockValue).toBe(tl(5 * 7));
    expect(await loadCashReport(f.b.id, range)).toEqual([]);
  });
});
