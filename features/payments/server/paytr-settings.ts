import 'server-only';
// PayTR merchant settings (read side). The key and salt are only ever used on the server to
// sign and verify; publicPaytrSettings() is the one shape allowed out of it.
import { desc, eq, ne } from 'drizzle-orm';
import { getDb, type Db, type Queryable } from '@/platform/db';
import { paytrSettings } from '@/platform/db/schema';

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

/**
 * What the admin settings page may see: every field except the key and salt, of which only
 * "a value is stored" leaves the server (they are write-only, spec 2 §2 / issue 11).
 */
export interface AdminPaytrSettings {
  merchantId: string;
  hasKey: boolean;
  hasSalt: boolean;
  testMode: boolean;
  debugMode: boolean;
  timeoutLimit: number;
  noInstallment: boolean;
  maxInstallment: number;
  successUrl: string | null;
  failUrl: string | null;
  isActive: boolean;
}

/** The form's values; an empty key or salt keeps the stored one. */
export interface PaytrSettingsWrite extends Omit<AdminPaytrSettings, 'hasKey' | 'hasSalt'> {
  merchantKey: string | null;
  merchantSalt: string | null;
}

const DEFAULT_ADMIN_SETTINGS: AdminPaytrSettings = {
  merchantId: '', hasKey: false, hasSalt: false, testMode: true, debugMode: true, timeoutLimit: 30,
  noInstallment: true, maxInstallment: 0, successUrl: null, failUrl: null, isActive: true,
};

/** The row the settings page edits: the newest one, active or not. */
async function newestRow(handle: Queryable) {
  const [row] = await handle.select().from(paytrSettings).orderBy(desc(paytrSettings.updatedAt), desc(paytrSettings.id)).limit(1);
  return row ?? null;
}

export async function getAdminPaytrSettings(db?: Db): Promise<AdminPaytrSettings> {
  const row = await newestRow(db ?? (await getDb()));
  if (!row) return DEFAULT_ADMIN_SETTINGS;
  return {
    merchantId: row.merchantId, hasKey: row.merchantKey.trim() !== '', hasSalt: row.merchantSalt.trim() !== '',
    testMode: row.testMode, debugMode: row.debugMode, timeoutLimit: row.timeoutLimit, noInstallment: row.noInstallment,
    maxInstallment: row.maxInstallment, successUrl: row.successUrl, failUrl: row.failUrl, isActive: row.isActive,
  };
}

/** The stored key and salt, for signing a test request with the form's other values (server only). */
export async function storedPaytrSecrets(db?: Db): Promise<{ merchantKey: string; merchantSalt: string }> {
  const row = await newestRow(db ?? (await getDb()));
  return { merchantKey: row?.merchantKey ?? '', merchantSalt: row?.merchantSalt ?? '' };
}

export type PaytrSaveOutcome = 'ok' | 'key_required' | 'salt_required';

/**
 * Updates the newest row or inserts the first one. An empty key/salt keeps the stored value;
 * with nothing stored it is refused. The saved row becomes the only active one when active.
 */
export async function savePaytrSettings(input: PaytrSettingsWrite, db?: Db): Promise<PaytrSaveOutcome> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const row = await newestRow(tx);
    const merchantKey = input.merchantKey || row?.merchantKey || '';
    const merchantSalt = input.merchantSalt || row?.merchantSalt || '';
    if (!merchantKey.trim()) return 'key_required';
    if (!merchantSalt.trim()) return 'salt_required';
    const values = {
      merchantId: input.merchantId, merchantKey, merchantSalt, testMode: input.testMode, debugMode: input.debugMode,
      timeoutLimit: input.timeoutLimit, noInstallment: input.noInstallment, maxInstallment: input.noInstallment ? 0 : input.maxInstallment,
      successUrl: input.successUrl, failUrl: input.failUrl, isActive: input.isActive, updatedAt: new Date(),
    };
    if (row) {
      await tx.update(paytrSettings).set(values).where(eq(paytrSettings.id, row.id));
      if (input.isActive) await tx.update(paytrSettings).set({ isActive: false }).where(ne(paytrSettings.id, row.id));
    } else {
      await tx.insert(paytrSettings).values(values);
    }
    return 'ok';
  });
}
