// Registration part of `npm run bench` (scripts/bench/index.ts calls runRegistrationBench),
// also runnable alone against a running server whose PayTR settings point at the double:
//   PAYTR_MERCHANT_KEY=… PAYTR_MERCHANT_SALT=… npx tsx scripts/bench/registration.ts http://127.0.0.1:3000
// 1. Trial registrations, 20 at a time (bcrypt + one transaction each): registrations per
//    second and latency p50/p99; every answer must be 201.
// 2. PayTR notifications: pending registrations are started through /api/paytr/token (the
//    double signs them), then their signed success notifications are posted 10 at a time
//    (first delivery creates the salon) and again (duplicates): p50/p99 of each, all 'OK'.
import { visitorAddress } from './visitor';
import { createHmac } from 'node:crypto';

const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 100);
const REGISTRATION_CONCURRENCY = Number(process.env.BENCH_REGISTRATION_CONCURRENCY ?? 20);
const CALLBACKS = Number(process.env.BENCH_CALLBACKS ?? 60);
const CALLBACK_CONCURRENCY = Number(process.env.BENCH_CALLBACK_CONCURRENCY ?? 10);

export interface LatencySummary { count: number; p50Ms: number; p99Ms: number; maxMs: number }
export interface RegistrationBenchResult {
  trial: LatencySummary & { concurrency: number; registrationsPerSecond: number; statuses: Record<string, number> };
  callback: { first: LatencySummary; duplicate: LatencySummary; notOk: number } | { skipped: string };
  ok: boolean;
}

function summarize(ms: number[]): LatencySummary {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { count: ms.length, p50Ms: round(at(0.5)), p99Ms: round(at(0.99)), maxMs: round(sorted.at(-1) ?? 0) };
}

/** Runs `count` jobs with at most `concurrency` in flight. */
async function pool<T>(count: number, concurrency: number, job: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count) { const i = next++; out[i] = await job(i); }
  }));
  return out;
}

async function discover(baseUrl: string) {
  const landing = await (await fetch(new URL('/', baseUrl))).text();
  const plans = [...landing.matchAll(/href="\/salon-kayit\?plan=([0-9a-f-]{36})"[^>]*>([^<]*)</g)];
  const trial = plans.find((m) => m[2].includes('Ücretsiz'))?.[1];
  const paid = plans.find((m) => !m[2].includes('Ücretsiz'))?.[1];
  // The wizard's props carry every city's districts; take Kadıköy (İstanbul, 34).
  const wizard = await (await fetch(new URL('/salon-kayit', baseUrl))).text();
  const district = wizard.match(/\\?"id\\?":(\d+),\\?"name\\?":\\?"Kadıköy/)?.[1];
  if (!trial || !district) throw new Error('Could not find the trial plan or Kadıköy (is the database seeded?)');
  return { trial, paid, districtId: Number(district) };
}

function body(n: number, run: string, planId: string, districtId: number) {
  const phone = `0544${String(n + Number.parseInt(run, 36) % 9_000_000).padStart(7, '0').slice(-7)}`;
  return JSON.stringify({
    salon: { name: `Bench Salon ${run}-${n}`, address: 'Bench Cad. 1', cityId: 34, districtId, phone, email: `b${run}${n}@bench.test` },
    owner: { username: `bench${run}${n}`, password: 'bench123', email: `b${run}${n}@bench.test`, firstName: 'Bench', lastName: 'Sahip', phone },
    planId,
  });
}

async function timed(fn: () => Promise<Response>): Promise<{ ms: number; res: Response; text: string }> {
  const start = performance.now();
  const res = await fn();
  const text = await res.text();
  return { ms: performance.now() - start, res, text };
}

export async function runRegistrationBench({ baseUrl, merchantKey, merchantSalt }: {
  baseUrl: string; merchantKey?: string; merchantSalt?: string;
}): Promise<RegistrationBenchResult> {
  const { trial, paid, districtId } = await discover(baseUrl);
  const run = Date.now().toString(36);
  // Every registration is another owner at another address: the budgets on anonymous writes are
  // per address (the bench's server trusts one proxy hop, scripts/bench/index.ts).
  const post = (path: string, payload: string, visitor: number) => fetch(new URL(path, baseUrl), {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress(visitor) }, body: payload,
  });

  const started = performance.now();
  const trials = await pool(REGISTRATIONS, REGISTRATION_CONCURRENCY, (i) => timed(() => post('/api/registrations', body(i, run, trial, districtId), i)));
  const seconds = (performance.now() - started) / 1000;
  const statuses: Record<string, number> = {};
  for (const t of trials) statuses[t.res.status] = (statuses[t.res.status] ?? 0) + 1;
  const trialResult = {
    ...summarize(trials.map((t) => t.ms)), concurrency: REGISTRATION_CONCURRENCY,
    registrationsPerSecond: Math.round((REGISTRATIONS / seconds) * 10) / 10, statuses,
  };

  let callback: RegistrationBenchResult['callback'];
  if (!paid || !merchantKey || !merchantSalt) {
    callback = { skipped: 'no paid plan or no PAYTR_MERCHANT_KEY/SALT to sign notifications' };
  } else {
    const prun = `${run}p`;
    const tokens = await pool(CALLBACKS, 5, async (i) => {
      const res = await post('/api/paytr/token', body(i, prun, paid, districtId), 10_000 + i);
      if (!res.ok) throw new Error(`/api/paytr/token answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { merchantOid: string };
    });
    // PayTR may collect more than the order's amount (installment interest) and our rule is
    // total ≥ ours, so a generous total completes every order without knowing the plan's price.
    const notify = (oid: string) => {
      const total = '99999999';
      const hash = createHmac('sha256', merchantKey).update(`${oid}${merchantSalt}success${total}`).digest('base64');
      return timed(() => fetch(new URL('/api/paytr/callback', baseUrl), {
        method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ merchant_oid: oid, status: 'success', total_amount: total, hash, payment_type: 'card', test_mode: '1', currency: 'TL' }),
      }));
    };
    const first = await pool(tokens.length, CALLBACK_CONCURRENCY, (i) => notify(tokens[i].merchantOid));
    const duplicate = await pool(tokens.length, CALLBACK_CONCURRENCY, (i) => notify(tokens[i].merchantOid));
    const notOk = [...first, ...duplicate].filter((r) => r.res.status !== 200 || r.text !== 'OK').length;
    callback = { first: summarize(first.map((r) => r.ms)), duplicate: summarize(duplicate.map((r) => r.ms)), notOk };
  }
  const ok = (statuses['201'] ?? 0) === REGISTRATIONS && !('notOk' in callback && callback.notOk > 0);
  return { trial: trialResult, callback, ok };
}

export function printRegistrationResult(r: RegistrationBenchResult): void {
  console.log(`Trial registrations (${r.trial.count}, ${r.trial.concurrency} concurrent): ${r.trial.registrationsPerSecond}/s, `
    + `p50 ${r.trial.p50Ms} ms, p99 ${r.trial.p99Ms} ms, statuses ${JSON.stringify(r.trial.statuses)}`);
  if ('skipped' in r.callback) console.log(`PayTR callback: skipped (${r.callback.skipped})`);
  else console.log(`PayTR callback (${r.callback.first.count} × 2, ${CALLBACK_CONCURRENCY} concurrent): first p50 ${r.callback.first.p50Ms} ms, `
    + `p99 ${r.callback.first.p99Ms} ms; duplicate p50 ${r.callback.duplicate.p50Ms} ms, p99 ${r.callback.duplicate.p99Ms} ms; not OK: ${r.callback.notOk}`);
}

const invokedDirectly = process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!);
if (invokedDirectly) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  runRegistrationBench({ baseUrl, merchantKey: process.env.PAYTR_MERCHANT_KEY, merchantSalt: process.env.PAYTR_MERCHANT_SALT })
    .then((r) => { printRegistrationResult(r); console.log(JSON.stringify(r, null, 2)); if (!r.ok) process.exit(1); })
    .catch((error) => { console.error(error); process.exit(1); });
}
