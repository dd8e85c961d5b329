import 'server-only';
// The SMS provider's account (admin → Ayarlar → SMS), beside PayTR's: the password is
// write-only (a blank field keeps the stored one; only "a value is stored" leaves the server).
// Without an active row nothing is sent: texts stay queued and visible to the operator.
import { desc, eq, ne } from 'drizzle-orm';
import { getDb, type Db, type Queryable } from '@/platform/db';
import { smsSettings } from '@/platform/db/schema';
import { env } from '@/platform/env';
import { createNetgsmProvider } from './netgsm';
import type { SmsProvider } from './provider';

export interface SmsAccount { usercode: string; password: string; header: string }

/** What the admin's form may see. */
export interface AdminSmsSettings { usercode: string; header: string; hasPassword: boolean; isActive: boolean }

/** The form's values; an empty password keeps the stored one. */
export interface SmsSettingsWrite { usercode: string; header: string; password: string | null; isActive: boolean }

async function newestRow(handle: Queryable) {
  const [row] = await handle.select().from(smsSettings).orderBy(desc(smsSettings.updatedAt), desc(smsSettings.id)).limit(1);
  return row ?? null;
}

/** The active account, or null (nothing is sent then). */
export async function getActiveSmsAccount(db?: Db): Promise<SmsAccount | null> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select({ usercode: smsSettings.usercode, password: smsSettings.password, header: smsSettings.header })
    .from(smsSettings).where(eq(smsSettings.isActive, true)).orderBy(desc(smsSettings.updatedAt), desc(smsSettings.id)).limit(1);
  return row ?? null;
}

export async function getAdminSmsSettings(db?: Db): Promise<AdminSmsSettings> {
  const row = await newestRow(db ?? (await getDb()));
  return row
    ? { usercode: row.usercode, header: row.header, hasPassword: row.password !== '', isActive: row.isActive }
    : { usercode: '', header: '', hasPassword: false, isActive: true };
}

/** Updates the newest row or inserts the first; 'password_required' when none is given or stored. */
export async function saveSmsSettings(input: SmsSettingsWrite, db?: Db): Promise<'ok' | 'password_required'> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const row = await newestRow(tx);
    const password = input.password || row?.password || '';
    if (!password) return 'password_required';
    const values = { usercode: input.usercode, header: input.header, password, isActive: input.isActive, updatedAt: new Date() };
    if (row) {
      await tx.update(smsSettings).set(values).where(eq(smsSettings.id, row.id));
      if (input.isActive) await tx.update(smsSettings).set({ isActive: false }).where(ne(smsSettings.id, row.id));
    } else {
      await tx.insert(smsSettings).values(values);
    }
    return 'ok';
  });
}

/** The provider for an account: Netgsm at NETGSM_API_BASE (the double in tests). */
export function smsProviderFor(account: SmsAccount, baseUrl = env.NETGSM_API_BASE): SmsProvider {
  return createNetgsmProvider({ baseUrl, ...account });
}
