import 'server-only';
// What PayTR's verified notification does (reference §4.4), exactly once per merchant_oid:
// the pending row is locked, and only a 'pending' row changes. 'success' with at least our
// amount creates the salon in the same transaction (createSalonWithOwner, as for a trial);
// less than our amount, a success after a failure/expiry, or owner details taken meanwhile
// are recorded for an operator (money may have been captured) and activate nothing.
import { eq } from 'drizzle-orm';
import type { Db } from '@/platform/db';
import type { PendingOwnerData, PendingSalonData } from '@/features/registration/server/registrations';
import { pendingRegistrations, subscriptionPlans } from '@/platform/db/schema';
import { clashMessage } from './clash';
import { createSalonWithOwner } from './create-salon';

export interface PaytrNotification {
  merchant_oid: string;
  status: 'success' | 'failed';
  /** kuruş, digits only (already checked). */
  total_amount: string;
  failed_reason_code?: string;
  failed_reason_msg?: string;
}

export type NotificationOutcome =
  | { kind: 'unknown' }
  | { kind: 'duplicate' }
  | { kind: 'completed'; salonId: string; salonCode: string; logoKey: string | null }
  | { kind: 'failed' }
  | { kind: 'review'; note: string };

export const PAYMENT_FAILED_MESSAGE = 'Ödeme işlemi tamamlanamadı.';
export const UNDERPAID_REASON = 'Ödenen tutar plan tutarından az; kayıt etkinleştirilmedi. Lütfen destek ile iletişime geçin.';

export async function applyPaytrNotification(db: Db, n: PaytrNotification, now = new Date()): Promise<NotificationOutcome> {
  const total = Number(n.total_amount);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(pendingRegistrations)
      .where(eq(pendingRegistrations.merchantOid, n.merchant_oid)).for('update');
    if (!row) return { kind: 'unknown' as const };

    if (row.status !== 'pending') {
      // Retries and duplicates change nothing. A success for an order we already gave up on
      // (failed, expired, or cancelled by the owner) means money was taken: flag it once for
      // an operator (/admin/odemeler), saying what the order had become.
      if (n.status === 'success' && row.status === 'failed' && !row.needsReview) {
        const note = `Başarısız, iptal edilmiş veya süresi dolmuş kayda başarılı ödeme bildirimi geldi (${total} kuruş). Önceki durum: ${row.failedReason ?? '—'}`;
        await tx.update(pendingRegistrations).set({ needsReview: true, paidAmount: total, reviewNote: note, updatedAt: now })
          .where(eq(pendingRegistrations.merchantOid, n.merchant_oid));
        return { kind: 'review' as const, note };
      }
      return { kind: 'duplicate' as const };
    }

    if (n.status === 'failed') {
      const reason = n.failed_reason_msg?.trim() || PAYMENT_FAILED_MESSAGE;
      await tx.update(pendingRegistrations).set({ status: 'failed', failedReason: reason.slice(0, 500), updatedAt: now })
        .where(eq(pendingRegistrations.merchantOid, n.merchant_oid));
      return { kind: 'failed' as const };
    }

    if (total < row.paymentAmount) {
      const note = `Ödenen tutar ${total} kuruş, beklenen ${row.paymentAmount} kuruş.`;
      await tx.update(pendingRegistrations).set({
        status: 'failed', failedReason: UNDERPAID_REASON, paidAmount: total, needsReview: true, reviewNote: note, updatedAt: now,
      }).where(eq(pendingRegistrations.merchantOid, n.merchant_oid));
      return { kind: 'review' as const, note };
    }

    const salon = row.salonData as PendingSalonData;
    const owner = row.ownerData as PendingOwnerData;
    const [plan] = await tx.select({ id: subscriptionPlans.id, name: subscriptionPlans.name, interval: subscriptionPlans.interval })
      .from(subscriptionPlans).where(eq(subscriptionPlans.id, row.planId));
    const created = await createSalonWithOwner(tx, {
      salon: { name: salon.name, address: salon.address, cityId: salon.cityId, districtId: salon.districtId, phone: salon.phone, email: salon.email },
      owner,
      plan,
      payment: { merchantOid: n.merchant_oid, paidAt: now },
      now,
    });
    if (!created.ok) {
      const value = created.clash === 'username' ? owner.username : created.clash === 'email' ? owner.email : owner.phone;
      const note = `Ödeme alındı ama ${clashMessage(created.clash, value)}; salon oluşturulamadı.`;
      await tx.update(pendingRegistrations).set({
        status: 'failed', failedReason: `${clashMessage(created.clash, value)}. Ödemeniz için lütfen destek ile iletişime geçin.`,
        paidAmount: total, needsReview: true, reviewNote: note, updatedAt: now,
      }).where(eq(pendingRegistrations.merchantOid, n.merchant_oid));
      return { kind: 'review' as const, note };
    }
    await tx.update(pendingRegistrations).set({
      status: 'completed', salonId: created.salonId, completedAt: now, paidAmount: total, updatedAt: now,
    }).where(eq(pendingRegistrations.merchantOid, n.merchant_oid));
    return { kind: 'completed' as const, salonId: created.salonId, salonCode: created.salonCode, logoKey: salon.logoKey };
  });
}
