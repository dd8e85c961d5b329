import 'server-only';
// 'Müşteriyi Sil' on /panel/musteriler/[phone] (KVKK art. 7 and 11: a salon, the controller of
// its own customer records, erases them on the person's request). One transaction, scoped to the
// session's salon: either every step below happened or none did. README "KVKK: your data".
//
//   1. refuse while a bill of the phone is still open at the desk or owes money (açık hesap);
//   2. cancel the appointments still to come as the salon's cancellation, with no mail: the
//      person asked to be erased and is told nothing more;
//   3. delete the mail and the text messages about the appointments and bills, redact the
//      salon's log lines and its replies to the visits' reviews;
//   4. delete the salon's private note about the phone;
//   5. empty the appointments (one fresh placeholder phone for all of them, so the salon's visit
//      counts stay one customer's) and the bills (amounts stay);
//   6. empty the salon's own walk-in customers row like a closed account's;
//   7. log one line that names nobody.
// A registered customer's account is not touched: it is the person's own with the platform (they
// close it themselves at /verilerim), and other salons' records of the same phone stay theirs.
import { sql } from 'drizzle-orm';
import { fail, ok, type ActionResult } from '@/platform/actions/result';
import { getDb } from '@/platform/db';
import { isValidPhone } from '@/platform/text/phone';
import { cancelUpcomingWithoutNotice } from '@/features/appointments/server/panel-appointment-status';
import {
  deleteMailAbout, deleteTextsAbout, emptyCustomerRow, endAllSessions, nextPlaceholderPhone,
} from '@/features/privacy/server/erasure-steps';
import { isErasedPhone, nameTerms } from '@/features/privacy/rules/erasure';
import { logSalonActivity } from '@/features/team/server/activity';
import {
  CUSTOMER_ERASED_MESSAGE, CUSTOMER_ERASED_REASON, CUSTOMER_NOT_FOUND_MESSAGE, eraseOpenBalanceMessage, eraseOpenBillMessage,
} from '@/features/customers/schema';
import {
  anonymiseAppointments, anonymiseBills, deleteSalonNote, lockSalonCopies, phoneTerms, redactSalonLog, unlinkReviews,
} from './erase-customer-steps';

export interface ErasedCustomer {
  appointments: number;
  bills: number;
  /** Appointments still to come that were cancelled. */
  cancelled: number;
  /** A reply of the salon to a review changed: the caller revalidates the salon's public page. */
  repliesChanged: boolean;
}

export async function eraseSalonCustomer(
  salonId: string, actorId: string | null, phone: string, now = new Date(),
): Promise<ActionResult<ErasedCustomer>> {
  // A placeholder is nobody: erasing it again would only hide the erased visits under another one.
  if (!isValidPhone(phone) || isErasedPhone(phone)) return fail(CUSTOMER_NOT_FOUND_MESSAGE, undefined, 404);
  const db = await getDb();
  return db.transaction(async (tx): Promise<ActionResult<ErasedCustomer>> => {
    // Lets this transaction, and nothing else, forget a settled bill's phone (migration 20261129050000).
    await tx.execute(sql`select set_config('app.customer_erasure', 'on', true)`);
    const copies = await lockSalonCopies(tx, salonId, phone);
    const { walkIn, bills, accounts } = copies;
    if (copies.appointments.length === 0 && bills.length === 0 && !walkIn && !copies.hasNote) {
      return fail(CUSTOMER_NOT_FOUND_MESSAGE, undefined, 404);
    }

    const open = bills.filter((b) => b.status === 'open');
    if (open.length > 0) return fail(eraseOpenBillMessage(open.map((b) => b.number)), undefined, 409);
    const owed = bills.filter((b) => Number(b.balance) > 0);
    if (owed.length > 0) return fail(eraseOpenBalanceMessage(owed.map((b) => ({ number: b.number, amount: Number(b.balance) }))), undefined, 409);

    const appointmentIds = copies.appointments.map((a) => a.id);
    const billIds = bills.map((b) => b.id);
    const cancelled = await cancelUpcomingWithoutNotice(tx, salonId, appointmentIds, CUSTOMER_ERASED_REASON, now);

    // Every name the salon knew the person by (what was typed, and a linked account's, which its
    // panel showed) and every contact; read before anything below empties them.
    const mailedTo = await deleteMailAbout(tx, [...appointmentIds, ...billIds]);
    const textedTo = await deleteTextsAbout(tx, [...appointmentIds, ...billIds]);
    const names = nameTerms(...copies.appointments.map((a) => a.name), ...bills.map((b) => b.name), ...accounts.map((a) => a.name), walkIn?.name);
    const contacts = [
      ...phoneTerms(phone), ...copies.appointments.map((a) => a.email), ...accounts.map((a) => a.email), walkIn?.email, ...mailedTo,
      ...textedTo.flatMap(phoneTerms),
    ].filter((t): t is string => Boolean(t));
    await redactSalonLog(tx, salonId, [...appointmentIds, ...billIds, phone], names, contacts);
    const repliesChanged = await unlinkReviews(tx, salonId, appointmentIds, [...names, ...contacts]);
    await deleteSalonNote(tx, salonId, phone);

    const placeholderPhone = await nextPlaceholderPhone(tx);
    await anonymiseAppointments(tx, salonId, appointmentIds, placeholderPhone);
    await anonymiseBills(tx, salonId, bills, [...names, ...contacts]);
    if (walkIn) {
      await endAllSessions(tx, walkIn.id);
      await emptyCustomerRow(tx, walkIn.id, placeholderPhone, now);
    }

    // The record that the erasure was done, by whom and when; what it erased is not re-recorded.
    const cancelledText = cancelled.length > 0 ? `; ${cancelled.length} gelecek randevu iptal edildi` : '';
    await logSalonActivity(tx, salonId, actorId, {
      action: 'CUSTOMER_ERASE',
      description: `${CUSTOMER_ERASED_MESSAGE}: ${appointmentIds.length} randevu, ${billIds.length} adisyon${cancelledText}`,
    });
    return ok({
      appointments: appointmentIds.length, bills: billIds.length, cancelled: cancelled.length, repliesChanged: repliesChanged > 0,
    }, CUSTOMER_ERASED_MESSAGE);
  });
}
