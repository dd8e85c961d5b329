'use server';
// The desk's checkout (issue 30): each action made with panelAction (the session and the bills
// right of platform/access/panel-rights.ts first, then the zod schema); every query is scoped to
// the session's salon, so another salon's bill or appointment is a 404. Amounts are computed by
// the server from the lines; what the browser sends is only the desk's choices.
import { can } from '@/platform/access/panel-permissions';
import { panelAction } from '@/platform/access/panel-action';
import type { SalonUser } from '@/platform/access/panel-session';
import {
  billDraftSchema, billEmailSchema, billIdSchema, checkoutSchema, collectSchema, openBillSchema, refundSchema, voidSchema, walkInBillSchema,
} from '@/features/bills/schema';
import { openBillForAppointment, openWalkInBill, saveBillDraft, type BillActor } from '@/features/bills/server/bill-draft';
import { checkoutBill, collectBalance, refundBill, voidBill } from '@/features/bills/server/checkout';
import { loadBill } from '@/features/bills/server/bills';
import { sendBillSummary } from '@/features/bills/server/bill-mail';
import { fail, ok } from '@/platform/actions/result';
import { BILL_NOT_FOUND_MESSAGE } from '@/features/bills/schema';

const actorOf = (user: SalonUser): BillActor => ({ userId: user.userId, mayEditPrices: can(user.permissions, 'bills', 'edit') });

/** 'Ödeme Al' on an appointment's sheet: its bill, opened now if it has none. */
export const openAppointmentBillAction = panelAction('bill.open', openBillSchema,
  async ({ appointmentId }, user) => openBillForAppointment(user.salonId, user.userId, appointmentId));

/** 'Yeni Satış'. */
export const openWalkInBillAction = panelAction('bill.open', walkInBillSchema,
  async ({ customer }, user) => openWalkInBill(user.salonId, user.userId, customer));

export const saveBillDraftAction = panelAction('bill.save', billDraftSchema,
  async (draft, user) => saveBillDraft(user.salonId, actorOf(user), draft));

/** 'Ödemeyi Tamamla': the draft, the payments and the closing in one transaction. */
export const checkoutBillAction = panelAction('bill.checkout', checkoutSchema,
  async (input, user) => checkoutBill(user.salonId, actorOf(user), input));

export const collectBalanceAction = panelAction('bill.collect', collectSchema,
  async (input, user) => collectBalance(user.salonId, user.userId, input));

export const refundBillAction = panelAction('bill.refund', refundSchema,
  async (input, user) => refundBill(user.salonId, user.userId, input));

export const voidBillAction = panelAction('bill.void', voidSchema,
  async (input, user) => voidBill(user.salonId, user.userId, input));

/** The bill as it is now (after another desk's change, say). */
export const billDetailAction = panelAction('page.bills', billIdSchema, async ({ billId }, user) => {
  const bill = await loadBill(user.salonId, billId);
  return bill ? ok(bill) : fail(BILL_NOT_FOUND_MESSAGE, undefined, 404);
});

/** The closed bill's summary to the customer's e-mail (not a fiscal document). */
export const emailBillAction = panelAction('bill.email', billEmailSchema,
  async (input, user) => sendBillSummary(user.salonId, user.salonName, user.userId, input));
