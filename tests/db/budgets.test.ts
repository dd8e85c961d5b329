// Budgets on anonymous writes (platform/limits/budgets.ts) on a real database: each budget's limit
// and window, the answer a refused write gets (429, Retry-After, Turkish wait), one count
// shared by two app servers and exact under parallel requests on PostgreSQL, the mail budget at
// enqueue time, and the ordinary cases the numbers were chosen for (README "Budgets on
// anonymous writes").
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { openConnection, type Connection } from '@/platform/db/connection';
import { BUDGETS, charges, spendBudgets, tooManyRequests, tooManyWrites, type BudgetName, type BudgetOutcome, type Spend } from '@/platform/limits/budgets';
import { enqueueEmail, RECIPIENT_BUDGET_ERROR, type EmailKind } from '@/platform/mail/outbox';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

const NOW = new Date('2030-03-04T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const WAIT_MESSAGE = / Lütfen \d+ (dakika|saat) sonra tekrar deneyin\.$/;

/** Every call a fresh tag, so cases never share a key. */
const tagged = () => randomUUID().slice(0, 8);
const booking = (address: string, o: { salon?: string; staff?: string; date?: string; phone?: string } = {}) => charges.booking(address, {
  salonId: o.salon ?? 'salon', staffId: o.staff ?? 'staff', date: o.date ?? '2030-03-05', customerPhone: o.phone ?? `05${tagged()}`,
});

/**
 * For each budget: the i-th write of a run that uses up that budget and no other (the other
 * keys of the write change with i).
 */
const runs: { budget: BudgetName; write: (tag: string, i: number) => Spend }[] = [
  { budget: 'bookingStaffDay', write: (t, i) => booking(`a-${t}`, { salon: `s-${t}`, staff: `p-${t}`, phone: `p${t}${i}` }) },
  { budget: 'bookingSalonDay', write: (t, i) => booking(`a-${t}`, { salon: `s-${t}`, staff: `p-${t}-${i}`, phone: `p${t}${i}` }) },
  { budget: 'bookingPhone', write: (t, i) => booking(`a-${t}-${i}`, { phone: `p${t}` }) },
  { budget: 'bookingAddress', write: (t, i) => booking(`a-${t}`, { salon: `s-${t}-${i}`, staff: `p-${t}-${i}` }) },
  { budget: 'trialAddress', write: (t) => charges.trialRegistration(`a-${t}`) },
  { budget: 'paymentAddress', write: (t, i) => charges.paymentToken(`a-${t}`, `owner${i}-${t}@example.com`) },
  { budget: 'paymentOwner', write: (t, i) => charges.paymentToken(`a-${t}-${i}`, `Owner-${t}@Example.com`) },
  { budget: 'contactAddress', write: (t, i) => charges.contactMessage(`a-${t}`, `k${i}-${t}@example.com`) },
  { budget: 'contactEmail', write: (t, i) => charges.contactMessage(`a-${t}-${i}`, `k-${t}@example.com`) },
  { budget: 'reviewCustomer', write: (t, i) => charges.review(`a-${t}-${i}`, `c-${t}`) },
  { budget: 'reviewAddress', write: (t, i) => charges.review(`a-${t}`, `c-${t}-${i}`) },
  { budget: 'mailRecipient', write: (t) => charges.mail(`m-${t}@example.com`) },
  { budget: 'liveCheck', write: (t) => charges.liveCheck(`a-${t}`) },
  { budget: 'logoUpload', write: (t) => charges.logoUpload(`a-${t}`) },
];

async function spendRun(write: (i: number) => Spend, count: number, options: { now?: Date; db?: Connection['db'] } = {}) {
  const outcomes: BudgetOutcome[] = [];
  for (let i = 0; i < count; i++) outcomes.push(await spendBudgets(write(i), { now: NOW, ...options }));
  return outcomes;
}

const passed = (outcomes: BudgetOutcome[]) => outcomes.filter((o) => o.ok).length;

describe.each(databaseKinds)('budgets on anonymous writes on %s', (kind) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  describe.each(runs)('$budget', ({ budget, write }) => {
    const { limit, windowMs, message } = BUDGETS[budget];

    it(`lets ${limit} writes through and answers the next with 429, Retry-After and a Turkish wait`, async () => {
      const tag = tagged();
      const outcomes = await spendRun((i) => write(tag, i), limit);
      expect(passed(outcomes)).toBe(limit);

      const refused = await spendBudgets(write(tag, limit), { now: NOW });
      if (refused.ok) throw new Error(`write ${limit + 1} of ${budget} was let through`);
      expect(refused).toMatchObject({ status: 429, budget, retryAfterSeconds: windowMs / 1000 });
      expect(refused.message.startsWith(message)).toBe(true);
      expect(refused.message).toMatch(WAIT_MESSAGE);

      const response = tooManyRequests(refused);
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe(String(windowMs / 1000));
      expect(await response.json()).toEqual({ error: refused.message });
      // Server actions (contact form, reviews) have no headers: the same status and message.
      expect(tooManyWrites(refused)).toMatchObject({ ok: false, status: 429, error: refused.message });
    });

    it('counts only inside its window: refused until it ends, let through after', async () => {
      const tag = tagged();
      await spendRun((i) => write(tag, i), limit);
      const oneSecondBefore = await spendBudgets(write(tag, limit), { now: later(windowMs - 1000) });
      expect(oneSecondBefore).toMatchObject({ ok: false, retryAfterSeconds: 1 });
      expect((await spendBudgets(write(tag, limit), { now: later(windowMs) })).ok).toBe(true);
    });
  });

  it('a refused write is not counted, and a refunded one gives its place back', async () => {
    const tag = tagged();
    const write = (i: number) => booking(`a-${tag}`, { staff: `p-${tag}`, phone: `p${tag}${i}` });
    const limit = BUDGETS.bookingStaffDay.limit;
    const outcomes = await spendRun(write, limit);
    for (let i = 0; i < 3; i++) expect((await spendBudgets(write(limit + i), { now: NOW })).ok).toBe(false);
    const last = outcomes.at(-1)!;
    if (!last.ok) throw new Error('unexpected refusal');
    await last.refund();
    expect((await spendBudgets(write(limit + 5), { now: NOW })).ok).toBe(true);
    expect((await spendBudgets(write(limit + 6), { now: NOW })).ok).toBe(false);
    // The refusal names the wait of the budget that is full.
    expect(await spendBudgets(write(limit + 7), { now: later(60_000) })).toMatchObject({ ok: false, budget: 'bookingStaffDay', retryAfterSeconds: 24 * 3600 - 60 });
  });

  describe('mail to one recipient per day, at enqueue time', () => {
    const enqueue = (to: string, kind: EmailKind) =>
      test.conn.db.transaction((tx) => enqueueEmail(tx, { to, subject: 'Randevu', text: 'Merhaba', kind }));
    const statuses = (to: string) => test.conn.query<{ status: string; error: string | null }>(
      'select status, error from email_outbox where to_email = $1 order by created_at, id', [to]);

    it('queues the first ten mails a visitor typed the address of; the rest are kept as failed and never sent', async () => {
      const to = `hedef-${tagged()}@example.com`;
      const limit = BUDGETS.mailRecipient.limit;
      for (let i = 0; i < limit + 2; i++) await enqueue(i % 2 ? to.toUpperCase() : to, i % 3 ? 'booking_confirmation' : 'booking_cancellation');
      const rows = await test.conn.query<{ status: string; error: string | null }>(
        'select status, error from email_outbox where lower(to_email) = $1', [to]);
      expect(rows.filter((r) => r.status === 'queued')).toHaveLength(limit);
      expect(rows.filter((r) => r.status === 'failed')).toEqual([
        { status: 'failed', error: RECIPIENT_BUDGET_ERROR }, { status: 'failed', error: RECIPIENT_BUDGET_ERROR },
      ]);
    });

    it("does not count the salon's own notices or an operator's mails", async () => {
      const salon = `salon-${tagged()}@example.com`;
      for (let i = 0; i < 15; i++) await enqueue(salon, i % 2 ? 'salon_booking_notice' : 'contact_reply');
      expect((await statuses(salon)).every((r) => r.status === 'queued')).toBe(true);
    });

    it('a rolled-back booking gives the mail budget back', async () => {
      const to = `geri-${tagged()}@example.com`;
      for (let i = 0; i < BUDGETS.mailRecipient.limit; i++) {
        await test.conn.db.transaction(async (tx) => {
          await enqueueEmail(tx, { to, subject: 'Randevu', text: 'Merhaba', kind: 'booking_confirmation' });
          tx.rollback();
        }).catch(() => {});
      }
      await enqueue(to, 'booking_confirmation');
      expect(await statuses(to)).toEqual([{ status: 'queued', error: null }]);
    });
  });

  describe('the ordinary cases never notice', () => {
    it('a family books three appointments with one phone and one e-mail, same salon, staff member and day', async () => {
      const tag = tagged();
      const family = () => booking(`a-${tag}`, { salon: `s-${tag}`, staff: `p-${tag}`, phone: `p${tag}` });
      expect(passed(await spendRun(family, 3))).toBe(3);
      for (let i = 0; i < 3; i++) {
        await test.conn.db.transaction((tx) => enqueueEmail(tx, { to: `aile-${tag}@example.com`, subject: 'R', text: 'R', kind: 'booking_confirmation' }));
      }
      const mails = await test.conn.query('select 1 from email_outbox where to_email = $1 and status = $2', [`aile-${tag}@example.com`, 'queued']);
      expect(mails).toHaveLength(3);
    });

    it('a salon owner retries a failed payment three times (four tokens)', async () => {
      const tag = tagged();
      expect(passed(await spendRun(() => charges.paymentToken(`a-${tag}`, `sahip-${tag}@example.com`), 4))).toBe(4);
    });

    it('an office of 10 behind one address: each books once at the salon next door on the same day, each sends a message and writes a review', async () => {
      const office = `a-${tagged()}`;
      const staff = ['ayse', 'mehmet', 'zeynep'];
      const bookings = await spendRun((i) => booking(office, { salon: 'komsu', staff: staff[i % 3], date: '2030-03-08', phone: `0532${office}${i}` }), 10);
      expect(passed(bookings)).toBe(10);
      expect(passed(await spendRun((i) => charges.contactMessage(office, `calisan${i}@ofis.example`), 10))).toBe(10);
      expect(passed(await spendRun((i) => charges.review(office, `musteri-${office}-${i}`), 10))).toBe(10);
    });

    it('a script emptying one staff member\'s day from one address is stopped after a few bookings', async () => {
      const tag = tagged();
      const script = await spendRun((i) => booking(`a-${tag}`, { staff: `p-${tag}`, phone: `05${tag}${i}` }), 22);
      expect(passed(script)).toBe(BUDGETS.bookingStaffDay.limit);
    });
  });

  describe.runIf(kind === 'postgres')('with several app servers on PostgreSQL', () => {
    let second: Connection;

    beforeAll(async () => {
      const [{ name }] = await test.conn.query<{ name: string }>('select current_database() as name');
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      second = await openConnection({ url: url.toString() });
    });
    afterAll(async () => { await second?.close(); });

    it('two servers with their own pools count together', async () => {
      const tag = tagged();
      const write = (i: number) => booking(`a-${tag}`, { staff: `p-${tag}`, phone: `p${tag}${i}` });
      const servers = [test.conn.db, second.db];
      for (let i = 0; i < BUDGETS.bookingStaffDay.limit; i++) {
        expect((await spendBudgets(write(i), { now: NOW, db: servers[i % 2] })).ok).toBe(true);
      }
      for (const db of servers) expect(await spendBudgets(write(9), { now: NOW, db })).toMatchObject({ ok: false, status: 429 });
    });

    it.each(['bookingStaffDay', 'trialAddress', 'paymentOwner'] as const)('N+5 parallel %s writes across both servers let exactly N through', async (budget) => {
      const { limit } = BUDGETS[budget];
      const run = runs.find((r) => r.budget === budget)!;
      const tag = tagged();
      const outcomes = await Promise.all(Array.from({ length: limit + 5 }, (_, i) =>
        spendBudgets(run.write(tag, i), { now: NOW, db: i % 2 ? second.db : test.conn.db })));
      expect(passed(outcomes)).toBe(limit);
      expect(outcomes.filter((o) => !o.ok && o.status === 429)).toHaveLength(5);
    });
  });
});
