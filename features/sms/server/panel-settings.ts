import 'server-only';
// The salon's message choices and this month's SMS use, for its panel (issue 32). Every function
// takes the session's salon id first and touches nothing else (DESIGN.md "The salon panel"); the
// senders read the same columns through salonMessaging (./notice.ts).
import { eq } from 'drizzle-orm';
import { getDb } from '@/platform/db';
import { salons } from '@/platform/db/schema';
import { channelsFromInput, type SmsPanelSettingsInput } from '../schema.panel';
import { wantsSms, type Channel, type MessageEvent } from '../rules/channels';
import { smsAllowanceOf, type SmsAllowance } from './allowance';
import { salonMessaging } from './notice';

export interface SmsPanelSettings {
  /** Every event with the salon's choice, or the default where it never chose. */
  channels: Record<MessageEvent, Channel>;
  smsPhone: string | null;
  /** This Istanbul month's allowance, used and remaining (billed parts). */
  usage: SmsAllowance;
}

export async function loadSmsPanelSettings(salonId: string, now = new Date()): Promise<SmsPanelSettings> {
  const db = await getDb();
  const [messaging, usage] = await Promise.all([salonMessaging(db, salonId), smsAllowanceOf(db, salonId, now)]);
  return { channels: messaging.channels, smsPhone: messaging.smsPhone, usage };
}

/** Saves the choices (all seven events) and the phone; false when the salon does not exist. */
export async function saveSmsPanelSettings(salonId: string, input: SmsPanelSettingsInput, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const rows = await db.update(salons).set({ messageChannels: channelsFromInput(input), smsPhone: input.smsPhone, updatedAt: now })
    .where(eq(salons.id, salonId)).returning({ id: salons.id });
  return rows.length === 1;
}

/**
 * True when this month's allowance is spent while the salon still wants some message by SMS:
 * the panel's home then says texts go by e-mail until the month ends. A salon that sends
 * everything by e-mail is not told about an allowance it does not use.
 */
export async function smsAllowanceSpent(salonId: string, now = new Date()): Promise<boolean> {
  const { channels, usage } = await loadSmsPanelSettings(salonId, now);
  return usage.remaining <= 0 && Object.values(channels).some(wantsSms);
}
