// Issue 30 on both engines: checkout at the desk and the cash drawer. A bill opened from an
// appointment carries its service; the desk adds a service and a discount, takes part in cash and
// the rest by card, and the appointment is completed; amounts come from the lines, never the
// browser. What was recorded does not change (the database refuses it too); two desks paying one
// bill record it once; one drawer is open per salon; a refund is never larger than what was paid;
// another salon's bill is a 404; the day's end adds it all up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { openBillForAppointment, openWalkInBill, saveBillDraft, type BillActor } from '@/features/bills/server/bill-draft';
import { checkoutBill, collectBalance, refundBill, voidBill } from '@/features/bills/server/checkout';
import { loadBill, openBalancesOf } from '@/features/bills/server/bills';
import { addCashMovement, closeCashSession, loadCashSession, openCashSession } from '@/features/cash/server/cash';
import { loadDayEnd } from '@/features/cash/server/day-end';
import { sendBillSummary } from '@/features/bills/server/bill-mail';
import { BALANCE_NEEDS_CUSTOMER_MESSAGE, BILL_CLOSED_MESSAGE, PRICE_RIGHT_MESSAGE, RECEIPT_NOTICE, REFUND_TOO_MUCH_MESSAGE, type BillDraftInput } from '@/features/bills/schema';
import { CASH_OPEN_ALREADY_MESSAGE, cashShortMessage } from '@/features/cash/schema';
import { istanbulClock } from '@/platform/time/istanbul';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createPanelFixture, type PanelFixture } from './panel-fixtures';

describe.each(databaseKinds)('bills and the cash drawer on %s', (kind) => {
  let test: TestDatabase;
  let f: PanelFixture;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  const one = async (text: string, params: unknown[]) => (await q<{ id: string }>(`${text} returning id`, params))[0].id;
  const today = istanbulClock(new Date()).date;
  const ids = { selin: '', cut: '', color: '', otherService: '' };
  let owner: BillActor;
  let cashier: BillActor;

  let hour = 0;
  /** A confirmed 45-minute haircut at 450 TL today, each an hour after the last (one staff member). */
  const appointment = (name = 'Ayşe Yılmaz', phone = '05321234567') => {
    const start = `${String(hour++).padStart(2, '0')}:00`;
    return one(
      `insert into appointments (salon_id, customer_name, customer_phone, staff_id, service_id, appointment_date, start_time, end_time, status, source, total_amount)
       values ($1, $2, $3, $4, $5, $6, $7::time, $7::time + interval '45 minutes', 'confirmed', 'online', 450)`,
      [f.a.id, name, phone, ids.selin, ids.cut, today, start]);
  };
  const draft = (billId: string, over: Partial<BillDraftInput> = {}): BillDraftInput => ({
    billId, discount: null, tip: 0, tipStaffId: null, customer: null,
    lines: [
      { serviceId: ids.cut, productId: null, staffId: ids.selin, unitPrice: 45000, quantity: 1, discount: null },
      { serviceId: ids.color, productId: null, staffId: ids.selin, unitPrice: 80000, quantity: 1, discount: null },
    ],
    ...over,
  });
  const openedBill = async () => {
    const opened = await openBillForAppointment(f.a.id, owner.userId, await appointment());
    if (!opened.ok) throw new Error(opened.error);
    return opened.data.billId;
  };

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createPanelFixture(test.conn);
    owner = { userId: f.a.ownerId, mayEditPrices: true };
    cashier = { userId: f.users.kasiyer.id, mayEditPrices: false };
    ids.selin = await one(`insert into staff (salon_id, first_name, last_name) values ($1, 'Selin', 'Yıldız')`, [f.a.id]);
    ids.cut = await one(`insert into services (salon_id, name, price, duration_minutes) values ($1, 'Saç Kesimi', 450, 45)`, [f.a.id]);
    ids.color = await one(`insert into services (salon_id, name, price, duration_minutes) values ($1, 'Saç Boyama', 800, 90)`, [f.a.id]);
    ids.otherService = await one(`insert into services (salon_id, name, price, duration_minutes) values ($1, 'Başka Salon', 100, 30)`, [f.b.id]);
  });
  afterAll(async () => { await test?.dispose(); });

  it('opens one bill per appointment, with its service, staff member and price as the first line', async () => {
    const appointmentId = await appointment();
    const first = await openBillForAppointment(f.a.id, cashier.userId, appointmentId);
    const again = await openBillForAppointment(f.a.id, owner.userId, appointmentId);
    expect(first.ok && again.ok && first.data.billId === again.data.billId).toBe(true);
    const bill = (await loadBill(f.a.id, first.ok ? first.data.billId : ''))!;
    expect(bill.lines).toMatchObject([{ description: 'Saç Kesimi', staffName: 'Selin Yıldız', unitPrice: 45000, quantity: 1, net: 45000 }]);
    expect(bill).toMatchObject({ status: 'open', total: 45000, customer: { name: 'Ayşe Yılmaz', phone: '05321234567' } });
  });

  it('checks out with a second service, a discount, cash and card; the appointment is completed', async () => {
    await openCashSession(f.a.id, owner.userId, 50000);
    const billId = await openedBill();
    const paid = await checkoutBill(f.a.id, cashier, {
      draft: draft(billId, { discount: null }),
      payments: [{ method: 'cash', amount: 50000, received: 60000 }, { method: 'card', amount: 75000, received: null }],
    });
    expect(paid).toMatchObject({ ok: true, data: { total: 125000, paid: 125000, balance: 0, change: 10000 } });
    const bill = (await loadBill(f.a.id, billId))!;
    expect(bill.status).toBe('closed');
    expect(bill.payments.map((p) => [p.method, p.amount])).toEqual([['cash', 50000], ['card', 75000]]);
    const [appt] = await q<{ status: string }>(`select a.status from appointments a join bills b on b.appointment_id = a.id where b.id = $1`, [billId]);
    expect(appt.status).toBe('completed');
    const log = await q<{ action: string; user_id: string }>(`select action, user_id from salon_activity_logs where target = $1 order by created_at`, [billId]);
    expect(log.map((l) => l.action)).toEqual(['BILL_OPEN', 'BILL_CLOSE']);
    expect(log[1].user_id).toBe(cashier.userId);
  });

  it('mails a closed bill\'s summary, marked as not a fiscal document; an open one is not sent', async () => {
    const billId = await openedBill();
    expect(await sendBillSummary(f.a.id, 'İnci Kuaför', owner.userId, { billId, email: 'ayse@example.com' })).toMatchObject({ ok: false, status: 409 });
    await checkoutBill(f.a.id, owner, { draft: draft(billId), payments: [{ method: 'card', amount: 100000, received: null }], toOpenBalance: true });
    expect(await sendBillSummary(f.a.id, 'İnci Kuaför', owner.userId, { billId, email: 'ayse@example.com' })).toMatchObject({ ok: true });
    const [mail] = await q<{ subject: string; body: string; kind: string }>(`select subject, body, kind from email_outbox where reference_id = $1`, [billId]);
    expect(mail.kind).toBe('bill_summary');
    expect(mail.subject).toMatch(/^İnci Kuaför · Adisyon #\d+ özeti$/);
    expect(mail.body).toContain('Saç Boyama');
    expect(mail.body).toContain('₺1.250,00');
    expect(mail.body).toContain('Açık hesap');
    expect(mail.body).toContain(RECEIPT_NOTICE);
    expect(mail.body).not.toMatch(/fiş/i);
    expect(await sendBillSummary(f.b.id, 'Başka', owner.userId, { billId, email: 'x@example.com' })).toMatchObject({ ok: false, status: 404 });
  });

  it('computes amounts from the lines; a discount or another price needs the bills edit right', async () => {
    const billId = await openedBill();
    const discounted = draft(billId, { discount: { kind: 'percent', value: 10 }, tip: 2000, tipStaffId: ids.selin });
    expect(await saveBillDraft(f.a.id, cashier, discounted)).toMatchObject({ ok: false, error: PRICE_RIGHT_MESSAGE, status: 403 });
    const cheaper = draft(billId);
    cheaper.lines[1] = { ...cheaper.lines[1], unitPrice: 100 };
    expect(await saveBillDraft(f.a.id, cashier, cheaper)).toMatchObject({ ok: false, status: 403 });
    expect(await saveBillDraft(f.a.id, owner, discounted)).toMatchObject({ ok: true, data: { total: 114500 } }); // 1250 − 125 + 20
    // The cashier may save what the owner priced, and check it out.
    expect(await saveBillDraft(f.a.id, cashier, discounted)).toMatchObject({ ok: true });
    const bill = (await loadBill(f.a.id, billId))!;
    expect(bill).toMatchObject({ subtotal: 125000, discountAmount: 12500, tip: 2000, total: 114500, discount: { kind: 'percent', value: 10 } });
  });

  it('leaves an open balance on the customer, collected later; a walk-in without a name cannot owe', async () => {
    const billId = await openedBill();
    const closed = await checkoutBill(f.a.id, owner, { draft: draft(billId), payments: [{ method: 'card', amount: 100000, received: null }], toOpenBalance: true });
    expect(closed).toMatchObject({ ok: true, data: { balance: 25000 } });
    expect((await openBalancesOf(f.a.id, '05321234567')).find((b) => b.billId === billId)).toMatchObject({ balance: 25000 });
    expect(await collectBalance(f.a.id, cashier.userId, { billId, payment: { method: 'cash', amount: 30000, received: null } }))
      .toMatchObject({ ok: false, status: 400 });
    expect(await collectBalance(f.a.id, cashier.userId, { billId, payment: { method: 'transfer', amount: 25000, received: null } }))
      .toMatchObject({ ok: true, data: { balance: 0 } });
    expect((await openBalancesOf(f.a.id, '05321234567')).some((b) => b.billId === billId)).toBe(false);

    const walkIn = await openWalkInBill(f.a.id, owner.userId, null);
    const id = walkIn.ok ? walkIn.data.billId : '';
    expect(await checkoutBill(f.a.id, owner, { draft: draft(id), payments: [{ method: 'card', amount: 1000, received: null }], toOpenBalance: true }))
      .toMatchObject({ ok: false, status: 400, error: BALANCE_NEEDS_CUSTOMER_MESSAGE });
  });

  it("'Yeni Satış' tapped and left is opened again: no pile of empty bills, no number spent; once used, a new one", async () => {
    const billId = async (actor: BillActor, customer: { name: string; phone: string } | null = null) => {
      const opened = await openWalkInBill(f.a.id, actor.userId, customer);
      if (!opened.ok) throw new Error(opened.error);
      return opened.data.billId;
    };
    const first = await billId(cashier);
    expect(await billId(cashier)).toBe(first);
    // Another desk's, a named customer's and a bill with something on it are never taken over.
    const owners = await billId(owner);
    expect(owners).not.toBe(first);
    expect(await billId(cashier, { name: 'Deniz Kaya', phone: '05331234567' })).not.toBe(first);
    const withCut = draft(first);
    expect(await saveBillDraft(f.a.id, cashier, { ...withCut, lines: withCut.lines.slice(0, 1) })).toMatchObject({ ok: true });
    const next = await billId(cashier);
    expect(next).not.toBe(first);
    expect(await billId(cashier)).toBe(next);
    const numbers = await q<{ number: number }>(`select number from bills where id = any($1::uuid[]) order by number`, [[first, next, owners]]);
    expect(new Set(numbers.map((r) => r.number)).size).toBe(3);
  });

  it('never changes a closed bill: the server says why, the database refuses it too', async () => {
    const billId = await openedBill();
    await checkoutBill(f.a.id, owner, { draft: draft(billId), payments: [{ method: 'card', amount: 125000, received: null }] });
    expect(await saveBillDraft(f.a.id, owner, draft(billId, { tip: 100 }))).toMatchObject({ ok: false, error: BILL_CLOSED_MESSAGE, status: 409 });
    await expect(q(`update bills set total = 1, subtotal = 1 where id = $1`, [billId])).rejects.toThrow(/değiştirilemez/);
    await expect(q(`update bills set status = 'open', closed_at = null where id = $1`, [billId])).rejects.toThrow();
    await expect(q(`update bill_lines set unit_price = 1, net_amount = 1 where bill_id = $1`, [billId])).rejects.toThrow(/değiştirilemez/);
    await expect(q(`delete from bill_lines where bill_id = $1`, [billId])).rejects.toThrow(/değiştirilemez/);
    await expect(q(`update bill_payments set amount = 1 where bill_id = $1`, [billId])).rejects.toThrow(/değiştirilemez/);
    // A closed bill's payments equal its total less its open balance.
    await expect(q(`update bills set paid_amount = paid_amount - 1 where id = $1`, [billId])).rejects.toThrow();
    expect((await loadBill(f.a.id, billId))!.total).toBe(125000);
  });

  it('records a bill paid by two desks at once only once', async () => {
    const billId = await openedBill();
    const pay = () => checkoutBill(f.a.id, owner, { draft: draft(billId), payments: [{ method: 'card', amount: 125000, received: null }] });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.find((a) => !a.ok)).toMatchObject({ error: BILL_CLOSED_MESSAGE, status: 409 });
    const [{ n }] = await q<{ n: number }>(`select count(*)::int as n from bill_payments where bill_id = $1`, [billId]);
    expect(n).toBe(1);
  });

  it('refunds a line, never more than was paid; a void needs everything refunded first', async () => {
    const billId = await openedBill();
    await checkoutBill(f.a.id, owner, { draft: draft(billId), payments: [{ method: 'cash', amount: 25000, received: null }, { method: 'card', amount: 100000, received: null }] });
    const colorLine = (await loadBill(f.a.id, billId))!.lines[1];
    const refund = (amount: number, lineId: string | null = null) =>
      refundBill(f.a.id, owner.userId, { billId, lineId, amount, method: 'card', reason: 'Müşteri memnun kalmadı' });
    expect(await refund(80001, colorLine.id)).toMatchObject({ ok: false, status: 400 });
    expect(await refund(80000, colorLine.id)).toMatchObject({ ok: true, data: { refunded: 80000 } });
    expect(await refund(45001)).toMatchObject({ ok: false, error: REFUND_TOO_MUCH_MESSAGE });
    await expect(q(`update bills set refunded_amount = 200000 where id = $1`, [billId])).rejects.toThrow();
    expect(await voidBill(f.a.id, owner.userId, { billId, reason: 'Yanlış adisyon' })).toMatchObject({ ok: false, status: 409 });
    expect(await refund(45000)).toMatchObject({ ok: true });
    expect(await voidBill(f.a.id, owner.userId, { billId, reason: 'Yanlış adisyon' })).toMatchObject({ ok: true });
    const bill = (await loadBill(f.a.id, billId))!;
    expect(bill).toMatchObject({ status: 'void', voidReason: 'Yanlış adisyon', refunded: 125000, paid: 125000 });
    expect(bill.lines[1].refunded).toBe(80000);
    expect(bill.payments.filter((p) => p.kind === 'refund').map((p) => p.reason)).toEqual(['Müşteri memnun kalmadı', 'Müşteri memnun kalmadı']);
  });

  it("answers another salon's bill and service as not found", async () => {
    const billId = await openedBill();
    expect(await loadBill(f.b.id, billId)).toBeNull();
    expect(await saveBillDraft(f.b.id, owner, draft(billId))).toMatchObject({ ok: false, status: 404 });
    expect(await checkoutBill(f.b.id, owner, { draft: draft(billId), payments: [] })).toMatchObject({ ok: false, status: 404 });
    expect(await refundBill(f.b.id, owner.userId, { billId, lineId: null, amount: 1, method: 'card', reason: 'x' })).toMatchObject({ ok: false, status: 404 });
    expect(await voidBill(f.b.id, owner.userId, { billId, reason: 'x' })).toMatchObject({ ok: false, status: 404 });
    const foreign = draft(billId);
    foreign.lines[1] = { ...foreign.lines[1], serviceId: ids.otherService, unitPrice: 10000 };
    expect(await saveBillDraft(f.a.id, owner, foreign)).toMatchObject({ ok: false, status: 404 });
  });

  it('keeps one drawer open per salon, refuses cash without one, and counts it against what it expects', async () => {
    const open = (await loadCashSession(f.a.id))!;
    expect(await openCashSession(f.a.id, owner.userId, 1000)).toMatchObject({ ok: false, error: CASH_OPEN_ALREADY_MESSAGE, status: 409 });
    await expect(q(`insert into cash_sessions (salon_id, opening_amount) values ($1, 0)`, [f.a.id])).rejects.toThrow();
    await addCashMovement(f.a.id, owner.userId, { kind: 'out', amount: 5000, reason: 'Şampuan alındı' });
    await addCashMovement(f.a.id, owner.userId, { kind: 'in', amount: 2000, reason: 'Bozuk para' });
    const before = (await loadCashSession(f.a.id))!;
    // Opening 500 + cash payments (500, 250) − cash refunds 0 + in 20 − out 50.
    expect(before).toMatchObject({ id: open.id, opening: 50000, cashPayments: 75000, cashRefunds: 0, cashIn: 2000, cashOut: 5000, expected: 122000 });
    expect(await closeCashSession(f.a.id, owner.userId, { counted: 121000, note: 'Bir 10 TL eksik' }))
      .toMatchObject({ ok: true, data: { expected: 122000, counted: 121000, difference: -1000 } });
    await expect(q(`update cash_sessions set counted_amount = 122000 where id = $1`, [open.id])).rejects.toThrow(/değiştirilemez/);
    await expect(q(`insert into cash_movements (salon_id, session_id, kind, amount, reason) values ($1, $2, 'in', 1, 'geç')`, [f.a.id, open.id]))
      .rejects.toThrow(/değiştirilemez/);
    const billId = await openedBill();
    expect(await checkoutBill(f.a.id, owner, { draft: draft(billId), payments: [{ method: 'cash', amount: 125000, received: null }] }))
      .toMatchObject({ ok: false, status: 409 });
    expect((await loadBill(f.a.id, billId))!.status).toBe('open');
    const [first, second] = await Promise.all([openCashSession(f.a.id, owner.userId, 0), openCashSession(f.a.id, owner.userId, 0)]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
  });

  it("adds the day up: takings by method, refunds, cash in and out, balances, the drawer's difference", async () => {
    const day = await loadDayEnd(f.a.id, today);
    // Cash 500 + 250; card 1000 (mailed) + 750 + 1000 + 1250 + 1250 + 1000; transfer 250 (collected); refunds by card 800 + 450.
    expect(day.methods).toEqual({
      cash: { taken: 75000, refunded: 0 }, card: { taken: 625000, refunded: 125000 }, transfer: { taken: 25000, refunded: 0 },
    });
    expect(day).toMatchObject({ cashIn: 2000, cashOut: 5000, balancesCreated: 50000, balancesCollected: 25000, billsClosed: 5, billsVoided: 1 });
    expect(day.sessions[0]).toMatchObject({ expected: 122000, counted: 121000, difference: -1000 });
    expect(await loadDayEnd(f.b.id, today)).toMatchObject({ taken: 0, sessions: [] });
  });

  // After the day's sums above: the drawer opened again at 0 by the test before them.
  it('gives cash back only from what the drawer holds', async () => {
    const billId = await openedBill();
    expect(await checkoutBill(f.a.id, owner, { draft: draft(billId), payments: [{ method: 'cash', amount: 125000, received: null }] }))
      .toMatchObject({ ok: true });
    const held = (await loadCashSession(f.a.id))!.expected;
    // All but ₺100 goes to the bank.
    expect(await addCashMovement(f.a.id, owner.userId, { kind: 'out', amount: held - 10000, reason: 'Bankaya yatırıldı' })).toMatchObject({ ok: true });
    const refund = (amount: number, method: 'cash' | 'card') => refundBill(f.a.id, owner.userId, { billId, lineId: null, amount, method, reason: 'Müşteri memnun kalmadı' });
    expect(await refund(20000, 'cash')).toMatchObject({ ok: false, status: 409, error: cashShortMessage(10000) });
    expect(await refund(20000, 'card')).toMatchObject({ ok: true });
    expect(await refund(10000, 'cash')).toMatchObject({ ok: true });
    expect((await loadCashSession(f.a.id))!).toMatchObject({ cashRefunds: 10000, expected: 0 });
  });
});
