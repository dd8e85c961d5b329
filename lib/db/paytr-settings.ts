import 'server-only';
// PayTR merchant settings (read side). The key and salt are only ever used on the server to
// sign and verify; publicPaytrSettings() is the one shape allowed out of it.
import { desc, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db';
import { paytrSettings } from '@/lib/db/schema';

export interface PaytrMerchant {
  merchantId: string;
  merchantKey: string;
  merchantSalt: string;
  testMode: boolean;
  debugMode: boolean;
  timeoutLimit: number;
  noInstallment: boolean;
  maxInstallment: number;
}

export interface PublicPaytrSettings {
  configured: boolean;
  testMode: boolean;
  timeoutLimit: number;
  noInstallment: boolean;
  maxInstallment: number;
}

/** The active settings row (the newest when an admin left several active), or null. */
export async function getActivePaytrMerchant(db?: Db): Promise<PaytrMerchant | null> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select({
    merchantId: paytrSettings.merchantId, merchantKey: paytrSettings.merchantKey, merchantSalt: paytrSettings.merchantSalt,
    testMode: paytrSettings.testMode, debugMode: paytrSettings.debugMode, timeoutLimit: paytrSettings.timeoutLimit,
    noInstallment: paytrSettings.noInstallment, maxInstallment: paytrSettings.maxInstallment,
  }).from(paytrSettings).where(eq(paytrSettings.isActive, true)).orderBy(desc(paytrSettings.updatedAt), desc(paytrSettings.id)).limit(1);
  if (!row || !row.merchantId.trim() || !row.merchantKey.trim() || !row.merchantSalt.trim()) return null;
  return row;
}

export function toPublicPaytrSettings(merchant: PaytrMerchant | null): PublicPaytrSettings {
  return {
    configured: merchant !== null,
    testMode: merchant?.testMode ?? true,
    timeoutLimit: merchant?.timeoutLimit ?? 30,
    noInstallment: merchant?.noInstallment ?? true,
    maxInstallment: merchant?.maxInstallment ?? 0,
  };
}
