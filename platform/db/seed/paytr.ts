// PayTR merchant settings from the environment (PAYTR_MERCHANT_ID/_KEY/_SALT): lets a fresh
// deployment, CI and the local PayTR double work without typing secrets into the admin. A row
// for the same merchant gets the new key and salt (rotation); otherwise one is added only when
// the table is empty, so settings an admin saved are never replaced.
import { eq } from 'drizzle-orm';
import { paytrSettings } from '../schema';
import type { SeedTx } from './types';

export interface PaytrSeed { merchantId: string; merchantKey: string; merchantSalt: string }

export async function seedPaytrSettings(tx: SeedTx, paytr: PaytrSeed | undefined): Promise<void> {
  if (!paytr) return;
  const updated = await tx.update(paytrSettings)
    .set({ merchantKey: paytr.merchantKey, merchantSalt: paytr.merchantSalt, updatedAt: new Date() })
    .where(eq(paytrSettings.merchantId, paytr.merchantId)).returning({ id: paytrSettings.id });
  if (updated.length > 0 || (await tx.$count(paytrSettings)) > 0) return;
  await tx.insert(paytrSettings).values({ ...paytr, testMode: true, debugMode: true, isActive: true });
}
