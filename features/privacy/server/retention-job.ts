import 'server-only';
// KVKK's periodic destruction (Law 6698 art. 7; the Regulation on erasure allows at most six
// months between runs): once a day, in the job's one transaction, every step of
// retention-steps.ts runs, each category that destroyed something gets a row in
// data_destruction_log (none for a category with nothing to do, so a run that finds nothing writes
// nothing), and records older than three years are deleted. Daily keeps each run small. One log
// line with the counts follows the commit; it names categories and numbers, never a person.
import { lt, sql, type SQL } from 'drizzle-orm';
import { env } from '@/platform/env';
import { dataDestructionLog, type DestructionMethod } from '@/platform/db/schema';
import { rowsOf } from '@/platform/db/rows';
import type { JobHandler, Tx } from '@/platform/jobs/runner';
import { phoneTerms, redactSalonLog } from '@/features/customers/server/erase-customer-steps';
import { ANONYMOUS_PHONE, retentionCutoffs, type RetentionCutoffs } from '../rules/retention';
import { RETENTION_STEPS } from './retention-steps';

export const RETENTION_KIND = 'personal-data.retention';
const DAY_MS = 24 * 60 * 60_000;

export interface RetentionCount { category: string; method: DestructionMethod; rows: number }

export interface RetentionRun {
  counts: RetentionCount[];
  /** Destruction records past their three years, deleted by this run. */
  prunedRecords: number;
}

/** How many rows a data-modifying statement with RETURNING touched, counted in the database. */
async function countRows(tx: Tx, statement: { getSQL(): SQL }): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await tx.execute(sql`with changed as (${statement.getSQL()}) select count(*)::int as n from changed`));
  return Number(row?.n ?? 0);
}

const LOG_CATEGORY = 'salon_activity_logs.guest-lines';

/**
 * The guests the steps are about to anonymise, by salon: the records (appointments, settled
 * bills) and what names them. Read before the steps, which erase exactly that.
 */
async function guestsDue(tx: Tx, c: RetentionCutoffs) {
  return rowsOf<{ salon_id: string; targets: string[]; terms: (string | null)[] }>(await tx.execute(sql`
    with due as (
      select salon_id, id::text as target, customer_name as name, customer_phone as phone, customer_email as email
      from appointments where customer_id is null and appointment_date < ${c.guestBeforeDate}::date and customer_phone <> ${ANONYMOUS_PHONE}
      union all
      select salon_id, id::text, customer_name, customer_phone, null from bills
      where customer_id is null and status in ('closed', 'void') and balance = 0 and closed_at < ${c.guestBefore.toISOString()}::timestamptz
        and customer_phone is not null)
    select salon_id, array_agg(distinct target) as targets, array_agg(distinct term) as terms
    from due cross join lateral (values (name), (phone), (email)) t(term)
    group by salon_id`));
}

/**
 * The salon's log lines about those records ('Randevu oluşturuldu: Ayşe Yılmaz · …') lose the
 * guest's name, phone and e-mail with them. Only lines whose target is an anonymised record: a
 * line about the same guest's later, not yet due, booking keeps what it says.
 */
async function redactGuestLogLines(tx: Tx, guests: Awaited<ReturnType<typeof guestsDue>>): Promise<number> {
  let changed = 0;
  for (const g of guests) {
    const terms = g.terms.filter((t): t is string => Boolean(t) && t !== ANONYMOUS_PHONE)
      .flatMap((t) => (/^0\d{10}$/.test(t) ? phoneTerms(t) : [t]));
    changed += await redactSalonLog(tx, g.salon_id, g.targets, terms, []);
  }
  return changed;
}

/** One retention run at `now`, keeping guests' details `guestDays` days after their appointment. */
export async function applyRetention(tx: Tx, now: Date, guestDays: number = env.GUEST_DATA_RETENTION_DAYS): Promise<RetentionRun> {
  const cutoffs = retentionCutoffs(now, guestDays);
  const guests = await guestsDue(tx, cutoffs);
  const counts: RetentionCount[] = [];
  for (const step of RETENTION_STEPS) {
    // Transaction-local, and off again right after the one statement that needs it.
    if (step.erasesBillPhones) await tx.execute(sql`select set_config('app.customer_erasure', 'on', true)`);
    const rows = await countRows(tx, step.statement(tx, cutoffs, now));
    if (step.erasesBillPhones) await tx.execute(sql`select set_config('app.customer_erasure', '', true)`);
    counts.push({ category: step.category, method: step.method, rows });
  }
  counts.push({ category: LOG_CATEGORY, method: 'anonymised', rows: await redactGuestLogLines(tx, guests) });
  const pruned = await tx.delete(dataDestructionLog)
    .where(lt(dataDestructionLog.ranAt, cutoffs.destructionLogBefore)).returning({ id: dataDestructionLog.id });
  const records = counts.filter((c) => c.rows > 0).map((c) => ({
    ranAt: now, category: c.category, method: c.method, rowCount: c.rows,
    detail: c.category === LOG_CATEGORY
      ? 'Anonimleştirilen misafir randevu ve adisyonlarıyla ilgili işlem kaydı satırlarında ad, telefon, e-posta'
      : RETENTION_STEPS.find((s) => s.category === c.category)!.detail(cutoffs),
  }));
  if (records.length > 0) await tx.insert(dataDestructionLog).values(records);
  return { counts, prunedRecords: pruned.length };
}

/** The run in one line for the server log: categories and counts only. */
export function describeRetentionRun(run: RetentionRun): string {
  const parts = run.counts.map((c) => `${c.category} ${c.method} ${c.rows}`);
  return `[kvkk-retention] ${parts.join(', ')}; destruction records pruned ${run.prunedRecords}`;
}

export const retentionJob: JobHandler = {
  kind: RETENTION_KIND,
  everyMs: DAY_MS,
  async run({ tx, now }) {
    const run = await applyRetention(tx, now);
    return { afterCommit: () => console.info(describeRetentionRun(run)) };
  },
};
