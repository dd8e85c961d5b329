// 'Ödemeyi Tamamla' with payments that do not cover the bill, on both engines: the bill closes
// with the rest on the customer's open balance (açık hesap) only when the desk confirmed it
// (`toOpenBalance`), since a closed bill is never reopened. Without it, an empty payment or a part
// payment is refused with a Turkish 400 naming the amount, and nothing is taken: the bill stays
// open, owes nothing to the customer's account, its appointment is not completed. Through the
// real panel action as the cashier (her session and the bills right, the schema, the write): a
// request without the flag, or with a flag that is not a yes/no, is refused the same way. The
// legitimate 'pays later' flow still works: confirmed, closed, collected later; a bill paid in
// full needs no confirmation.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { loginSalonUser } from '@/platform/access/panel-auth';
import { panelLoginSchema } from '@/platform/access/panel-schema';
import { checkoutBillAction } from '@/features/bills/actions.panel';
import { openBillForAppointment, type BillActor } from '@/features/bills/server/bill-draft';
import { checkoutBill, collectBalance } from '@/features/bills/server/checkout';
import { loadBill, openBalancesOf } from '@/features/bills/server/bills';
import { openBalanceNotConfirmedMessage, type BillDraftInput } from '@/features/bills/schema';
import { istanbulClock } from '@/platform/time/istanbul';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createPanelFixture, PANEL_PASSWORD, type PanelFixture } from './panel-fixtures';

// The action reads the panel session from the cookie; the test signs in and hands Next's
// cookies() that token, so panelAction's real check runs (no mock of the check itself).
const session = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'salon_session' && session.token ? { name, value: session.token } : undefined),
  }),
  headers: async () => new Headers(),
}));

describe.each(databaseKinds)('closing a bill with an open balance on %s', (kind) => {
  let test: TestDatabase;
  let f: PanelFixture;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  const one = async (text: string, params: unknown[]) => (await q<{ id: string }>(`${text} returning id`, params))[0].id;
  const today = istanbulClock(new Date()).date;
  const ids = { selin: '', cut: '' };
  let cashier: BillActor;
  let hour = 0;
  let phoneSeq = 0;

  /** A confirmed haircut at ₺450,50 today, each an hour after the last, for a customer of her own. */
  async function openedBill() {
    const start = `${String(hour++).padStart(2, '0')}:00`;
    const phone = `0532123${String(++phoneSeq).padStart(4, '0')}`;
    const appointmentId = await one(
      `insert into appointments (salon_id, customer_name, customer_phone, staff_id, service_id, appointment_date, start_time, end_time, status, source, total_amount)
       values ($1, 'Ayşe Yılmaz', $2, $3, $4, $5, $6::time, $6::time + interval '45 minutes', 'confirmed', 'online', 450.50)`,
      [f.a.id, phone, ids.selin, ids.cut, today, start]);
    const opened = await openBillForAppointment(f.a.id, cashier.userId, appointmentId);
    if (!opened.ok) throw new Error(opened.error);
    return { billId: opened.data.billId, appointmentId, phone };
  }
  const draft = (billId: string): BillDraftInput => ({
    billId, discount: null, tip: 0, tipStaffId: null, customer: null,
    lines: [{ serviceId: ids.cut, productId: null, staffId: ids.selin, unitPrice: 45050, quantity: 1, discount: null }],
  });
  const appointmentStatus = async (id: string) => (await q<{ status: string }>(`select status from appointments where id = $1`, [id]))[0].status;
  const paymentCount = async (billId: string) =>
    (await q<{ n: number }>(`select count(*)::int as n from bill_payments where bill_id = $1`, [billId]))[0].n;

  /** Refused, and nothing of the checkout happened. */
  async function expectStillOpen(bill: { billId: string; appointmentId: string; phone: string }) {
    expect((await loadBill(f.a.id, bill.billId))!).toMatchObject({ status: 'open', paid: 0, balance: 0 });
    expect(await paymentCount(bill.billId)).toBe(0);
    expect(await openBalancesOf(f.a.id, bill.phone)).toEqual([]);
    expect(await appointmentStatus(bill.appointmentId)).toBe('confirmed');
  }

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createPanelFixture(test.conn);
    cashier = { userId: f.users.kasiyer.id, mayEditPrices: false };
    ids.selin = await one(`insert into staff (salon_id, first_name, last_name) values ($1, 'Selin', 'Yıldız')`, [f.a.id]);
    ids.cut = await one(`insert into services (salon_id, name, price, duration_minutes) values ($1, 'Saç Kesimi', 450.50, 45)`, [f.a.id]);
    const signed = await loginSalonUser(panelLoginSchema.parse({ salonCode: f.a.code, username: f.users.kasiyer.username, password: PANEL_PASSWORD }),
      { ipAddress: '203.0.113.21' });
    if (!signed.ok) throw new Error(signed.error);
    session.token = signed.data.token;
  });
  afterAll(async () => {
    session.token = undefined;
    await test?.dispose();
  });

  it('refuses to close a bill with no payment, or a part payment, unless the open balance was confirmed', async () => {
    const bill = await openedBill();
    expect(await checkoutBill(f.a.id, cashier, { draft: draft(bill.billId), payments: [] })).toMatchObject({
      ok: false, status: 400, error: openBalanceNotConfirmedMessage('₺450,50'),
    });
    expect(openBalanceNotConfirmedMessage('₺450,50')).toContain('₺450,50 müşterinin açık hesabına yazılacak');
    await expectStillOpen(bill);
    const part = [{ method: 'card' as const, amount: 20000, received: null }];
    expect(await checkoutBill(f.a.id, cashier, { draft: draft(bill.billId), payments: part, toOpenBalance: false })).toMatchObject({
      ok: false, status: 400, error: openBalanceNotConfirmedMessage('₺250,50'),
    });
    await expectStillOpen(bill);
  });

  it('closes with the rest on the open balance once confirmed, and it is collected later', async () => {
    const unpaid = await openedBill();
    expect(await checkoutBill(f.a.id, cashier, { draft: draft(unpaid.billId), payments: [], toOpenBalance: true })).toMatchObject({
      ok: true, message: 'Adisyon kapatıldı; ₺450,50 açık hesaba yazıldı', data: { total: 45050, paid: 0, balance: 45050 },
    });
    expect(await openBalancesOf(f.a.id, unpaid.phone)).toMatchObject([{ billId: unpaid.billId, balance: 45050, total: 45050 }]);
    expect(await appointmentStatus(unpaid.appointmentId)).toBe('completed');
    expect(await collectBalance(f.a.id, cashier.userId, { billId: unpaid.billId, payment: { method: 'card', amount: 45050, received: null } }))
      .toMatchObject({ ok: true, data: { balance: 0 } });
    expect(await openBalancesOf(f.a.id, unpaid.phone)).toEqual([]);

    const part = await openedBill();
    expect(await checkoutBill(f.a.id, cashier, {
      draft: draft(part.billId), payments: [{ method: 'transfer', amount: 20000, received: null }], toOpenBalance: true,
    })).toMatchObject({ ok: true, message: 'Ödeme alındı, adisyon kapatıldı; ₺250,50 açık hesaba yazıldı', data: { paid: 20000, balance: 25050 } });
    expect((await loadBill(f.a.id, part.billId))!).toMatchObject({ status: 'closed', paid: 20000, balance: 25050 });
  });

  it('needs no confirmation for a bill paid in full', async () => {
    const bill = await openedBill();
    expect(await checkoutBill(f.a.id, cashier, { draft: draft(bill.billId), payments: [{ method: 'card', amount: 45050, received: null }] }))
      .toMatchObject({ ok: true, message: 'Ödeme alındı, adisyon kapatıldı', data: { paid: 45050, balance: 0 } });
  });

  it('through the cashier\'s panel action: no flag, or one that is not a yes, is refused; a yes closes the bill', async () => {
    const bill = await openedBill();
    expect(await checkoutBillAction({ draft: draft(bill.billId), payments: [] })).toMatchObject({
      ok: false, status: 400, error: openBalanceNotConfirmedMessage('₺450,50'),
    });
    expect(await checkoutBillAction({ draft: draft(bill.billId), payments: [], toOpenBalance: 'evet' })).toMatchObject({
      ok: false, status: 400, error: 'Açık hesap onayı geçersiz',
    });
    await expectStillOpen(bill);
    expect(await checkoutBillAction({ draft: draft(bill.billId), payments: [], toOpenBalance: true })).toMatchObject({
      ok: true, data: { balance: 45050 },
    });
    expect(await openBalancesOf(f.a.id, bill.phone)).toMatchObject([{ billId: bill.billId, balance: 45050 }]);
  });
});
