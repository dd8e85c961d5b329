// The scheduled-job mechanism (platform/jobs) on a real database with a frozen clock: a job runs once
// and its work commits with its "done"; a failing job is retried with the mail's backoff, then
// given up; two workers (on PostgreSQL: two connections, as two app servers) racing for a batch
// run each job exactly once; a crashed worker's lease runs out and another takes the job over;
// a periodic kind runs again only at its next time; scheduling the same key twice inserts once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '@/platform/db/connection';
import { enqueueEmail } from '@/platform/mail/outbox';
import { claimDueJob, enqueueJob, finishJob, getJob, getJobByKey, JOB_LEASE_MS } from '@/platform/jobs/queue';
import { pruneJobs } from '@/platform/jobs/prune';
import { runJobsOnce, type JobHandler } from '@/platform/jobs/runner';
import { retryDelayMs } from '@/platform/mail/retry';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { secondServer } from '../support/second-server';

const T0 = new Date('2030-06-01T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MIN = 60_000;

describe.each(databaseKinds)('scheduled jobs on %s', (kind) => {
  let test: TestDatabase;
  let other: Connection;
  let closeOther: () => Promise<void> = async () => {};
  const db = () => test.conn.db;
  /** Every run of the test kinds, by job key. */
  const runs: string[] = [];

  // A job that queues an e-mail in its transaction: the work a user would notice.
  const mailer: JobHandler = {
    kind: 'test.mail',
    async run({ tx, job }) {
      runs.push(job.key);
      // A little real work between claim and done, so racing workers overlap.
      await tx.execute(sql`select pg_sleep(0.01)`);
      await enqueueEmail(tx, { to: 'is@example.com', subject: job.key, text: 'İş yapıldı' });
    },
  };
  const failing: JobHandler = {
    kind: 'test.failing',
    maxAttempts: 3,
    async run({ job }) { runs.push(job.key); throw new Error('Bağlantı koptu'); },
  };
  const periodic: JobHandler = { kind: 'test.periodic', everyMs: 10 * MIN, async run({ job }) { runs.push(job.key); } };
  const handlers = [mailer, failing];
  const countRuns = (key: string) => runs.filter((k) => k === key).length;
  const mailsAbout = async (subject: string) =>
    (await test.conn.query<{ n: number }>('select count(*)::int as n from email_outbox where subject = $1', [subject]))[0].n;

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    ({ conn: other, close: closeOther } = await secondServer(test));
  });
  afterAll(async () => {
    await closeOther();
    await test?.dispose();
  });

  it('runs a due job once, not before its time, and its work commits with it', async () => {
    expect(await enqueueJob(db(), { kind: 'test.mail', key: 'bir-kez', runAt: at(5 * MIN) })).toBe(true);
    // Scheduling the same key again changes nothing.
    expect(await enqueueJob(db(), { kind: 'test.mail', key: 'bir-kez', runAt: T0 })).toBe(false);

    expect(await runJobsOnce({ db: db(), now: at(4 * MIN), handlers })).toMatchObject({ done: 0 });
    expect(countRuns('bir-kez')).toBe(0);

    expect(await runJobsOnce({ db: db(), now: at(5 * MIN), handlers })).toMatchObject({ done: 1 });
    await runJobsOnce({ db: db(), now: at(60 * MIN), handlers });
    expect(countRuns('bir-kez')).toBe(1);
    expect(await mailsAbout('bir-kez')).toBe(1);
    expect(await getJobByKey(db(), 'bir-kez')).toMatchObject({ status: 'done', attempts: 1, lockedBy: null, finishedAt: at(5 * MIN) });
  });

  it('retries a failing job with backoff, then gives up with the error kept', async () => {
    await enqueueJob(db(), { kind: 'test.failing', key: 'bozuk', runAt: T0 });
    const id = (await getJobByKey(db(), 'bozuk'))!.id;

    expect(await runJobsOnce({ db: db(), now: T0, handlers })).toMatchObject({ retrying: 1 });
    let job = (await getJob(db(), id))!;
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Bağlantı koptu', lockedBy: null });
    expect(job.nextAttemptAt).toEqual(at(retryDelayMs(1)));

    // Not due yet: not tried.
    await runJobsOnce({ db: db(), now: at(retryDelayMs(1) - 1000), handlers });
    expect(countRuns('bozuk')).toBe(1);

    const second = at(retryDelayMs(1));
    await runJobsOnce({ db: db(), now: second, handlers });
    job = (await getJob(db(), id))!;
    expect(job.attempts).toBe(2);
    // The wait doubles.
    expect(job.nextAttemptAt).toEqual(new Date(second.getTime() + retryDelayMs(2)));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    const third = new Date(second.getTime() + retryDelayMs(2));
    expect(await runJobsOnce({ db: db(), now: third, handlers })).toMatchObject({ failed: 1 });
    job = (await getJob(db(), id))!;
    expect(job).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Bağlantı koptu', finishedAt: third });

    // Given up for good: never tried again.
    await runJobsOnce({ db: db(), now: at(7 * 24 * 60 * MIN), handlers });
    expect(countRuns('bozuk')).toBe(3);
  });

  it('runs each job exactly once when two workers on two servers race for a batch', async () => {
    const keys = Array.from({ length: 12 }, (_, i) => `yaris-${i}`);
    for (const key of keys) await enqueueJob(db(), { kind: 'test.mail', key, runAt: T0 });
    const now = at(2 * 60 * MIN);
    const [a, b] = await Promise.all([
      runJobsOnce({ db: db(), now, handlers }),
      runJobsOnce({ db: other.db, now, handlers }),
    ]);
    expect(a.done + b.done).toBe(12);
    expect(a.lost + b.lost).toBe(0);
    for (const key of keys) {
      expect(countRuns(key)).toBe(1);
      expect(await mailsAbout(key)).toBe(1);
      expect((await getJobByKey(db(), key))!).toMatchObject({ status: 'done', attempts: 1 });
    }
  });

  it('lets another worker take a job over when a crashed worker’s lease ends, and ignores the stale worker', async () => {
    await enqueueJob(db(), { kind: 'test.mail', key: 'kira', runAt: T0 });
    const now = at(3 * 60 * MIN);
    const crashed = (await claimDueJob(db(), now, ['test.mail']))!;
    expect(crashed.key).toBe('kira');

    // While the lease holds, nobody else runs it.
    await runJobsOnce({ db: other.db, now: new Date(now.getTime() + JOB_LEASE_MS - 1000), handlers });
    expect(countRuns('kira')).toBe(0);

    await runJobsOnce({ db: other.db, now: new Date(now.getTime() + JOB_LEASE_MS + 1000), handlers });
    expect(countRuns('kira')).toBe(1);
    expect(await mailsAbout('kira')).toBe(1);
    // The crashed worker waking up cannot mark the job as its own.
    expect(await finishJob(db(), crashed, 'done', now)).toBe(false);
    expect((await getJobByKey(db(), 'kira'))!).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('keeps one row per periodic kind and runs it again only at its next time', async () => {
    const now = at(5 * 60 * MIN);
    const withPeriodic = [...handlers, periodic];
    await Promise.all([
      runJobsOnce({ db: db(), now, handlers: withPeriodic }),
      runJobsOnce({ db: other.db, now, handlers: withPeriodic }),
    ]);
    expect(countRuns('test.periodic')).toBe(1);
    const job = (await getJobByKey(db(), 'test.periodic'))!;
    expect(job).toMatchObject({ status: 'queued', attempts: 0, runAt: new Date(now.getTime() + 10 * MIN) });

    await runJobsOnce({ db: db(), now: new Date(now.getTime() + 9 * MIN), handlers: withPeriodic });
    expect(countRuns('test.periodic')).toBe(1);
    await runJobsOnce({ db: db(), now: new Date(now.getTime() + 10 * MIN), handlers: withPeriodic });
    expect(countRuns('test.periodic')).toBe(2);
    const [{ n }] = await test.conn.query<{ n: number }>(`select count(*)::int as n from scheduled_jobs where kind = 'test.periodic'`);
    expect(n).toBe(1);
  });

  it('leaves jobs of kinds this worker does not know alone', async () => {
    await enqueueJob(db(), { kind: 'test.unknown', key: 'bilinmeyen', runAt: T0 });
    await runJobsOnce({ db: db(), now: at(6 * 60 * MIN), handlers });
    expect((await getJobByKey(db(), 'bilinmeyen'))!).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('deletes finished jobs a month after they finished, and nothing that waits', async () => {
    await runJobsOnce({ db: db(), now: at(29 * 24 * 60 * MIN), handlers: [pruneJobs] });
    expect(await getJobByKey(db(), 'bir-kez')).not.toBeNull();
    await runJobsOnce({ db: db(), now: at(40 * 24 * 60 * MIN), handlers: [pruneJobs] });
    for (const key of ['bir-kez', 'bozuk', 'kira', 'yaris-0']) expect(await getJobByKey(db(), key)).toBeNull();
    expect((await getJobByKey(db(), 'bilinmeyen'))!.status).toBe('queued');
    expect((await getJobByKey(db(), 'test.periodic'))!.status).toBe('queued');
  });
});
