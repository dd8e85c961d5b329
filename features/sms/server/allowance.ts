import 'server-only';
// A salon's monthly SMS allowance (issue 32): its plan's sms_allowance billed parts per Istanbul
// calendar month, set by the operator on the plan. What counts is every text the provider took
// or may still take (queued, sent); one refused before sending (a budget, a cancelled time) or
// refused by the provider without an id costs nothing. When the allowance is spent, messages go
// by e-mail only and the panel says so (features/sms/components/panel-allowance-notice.tsx).
import { sql } from 'drizzle-orm';
import type { Queryable } from '@/platform/db';
import { rowsOf } from '@/platform/db/rows';
import { istanbulClock, istanbulToInstant } from '@/platform/time/istanbul';

/** A salon whose subscription row names no plan (an old trial) gets the column's default. */
export const DEFAULT_SMS_ALLOWANCE = 200;

export interface SmsAllowance { allowance: number; used: number; remaining: number }

/** 00:00 Istanbul on the first of `now`'s month. */
export function monthStart(now: Date): Date {
  return istanbulToInstant(`${istanbulClock(now).date.slice(0, 8)}01`, '00:00');
}

export async function smsAllowanceOf(db: Queryable, salonId: string, now = new Date()): Promise<SmsAllowance> {
  // The plan of the subscription in force now (the newest one that has started), else by its type.
  const result = await db.execute(sql`
    select coalesce((
      select coalesce(p.sms_allowance, (select p2.sms_allowance from subscription_plans p2 where p2.interval = s.type order by p2.active desc, p2.created_at limit 1))
        from subscriptions s left join subscription_plans p on p.id = s.plan_id
       where s.salon_id = ${salonId} and s.is_active and s.start_date <= ${now.toISOString()}::timestamptz
       order by s.end_date desc limit 1), ${DEFAULT_SMS_ALLOWANCE}) as allowance,
      (select coalesce(sum(parts), 0) from sms_outbox
        where salon_id = ${salonId} and created_at >= ${monthStart(now).toISOString()}::timestamptz
          and (status <> 'failed' or provider_id is not null)) as used`);
  const [row] = rowsOf<{ allowance: number | string; used: number | string }>(result);
  const allowance = Number(row?.allowance ?? DEFAULT_SMS_ALLOWANCE);
  const used = Number(row?.used ?? 0);
  return { allowance, used, remaining: Math.max(0, allowance - used) };
}
