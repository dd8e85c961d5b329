// The SMS provider's account from the environment (NETGSM_USERCODE/_PASSWORD/_HEADER): lets the
// local setup, CI and the journeys text through scripts/sms-double without typing secrets into
// the admin. Added only when the table is empty, so settings an operator saved are never replaced.
import { smsSettings } from '../schema';
import type { SeedTx } from './types';

export interface SmsSeed { usercode: string; password: string; header: string }

export async function seedSmsSettings(tx: SeedTx, sms: SmsSeed | undefined): Promise<void> {
  if (!sms || (await tx.$count(smsSettings)) > 0) return;
  await tx.insert(smsSettings).values({ ...sms, isActive: true });
}
