// Booking part of `npm run bench` (scripts/bench/index.ts calls runBookingBench({ baseUrl })),
// also runnable alone against a running server:
//   npx tsx scripts/bench/booking.ts http://127.0.0.1:3000
// 1. The slots endpoint under load (load.ts: req/s, p50, p99) next to a no-op route handler of the
//    same app (/api/health) as the baseline, with the ratio.
// 2. Contention: 50 concurrent bookings of the same staff, date and time must give exactly one
//    201 and 49 × 409, never a 5xx. Prints the counts and the time taken, per round.
// Ids are found the way a visitor finds them: /salonlar, then the booking page's <option>s.
import { visitorAddress } from './visitor';
import { addDaysToDate, istanbulClock } from '../../platform/time/istanbul';
import { compareWithBaseline, type LoadResult as Measured } from './load';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CONCURRENT_BOOKINGS = Number(process.env.BENCH_CONCURRENT_BOOKINGS ?? 50);
const CONTENTION_ROUNDS = Number(process.env.BENCH_CONTENTION_ROUNDS ?? 3);
// The baseline is a no-op route handler of the same app: the slots endpoint's own cost shows.
const BASELINE_PATH = process.env.BENCH_BASELINE_PATH ?? '/api/health';

interface Target { salonId: string; serviceId: string; staffId: string }

interface LoadResult extends Measured { name: string; path: string }

export interface ContentionRound {
  date: string; time: string; concurrent: number; created: number; conflicts: number;
  serverErrors: number; other: number; ms: number; ok: boolean;
}

export interface BookingBenchResult {
  target: Target;
  baseline: LoadResult;
  slots: LoadResult & { ratioToBaseline: number };
  contention: ContentionRound[];
  ok: boolean;
}

async function text(url: URL): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url.pathname} answered ${res.status}`);
  return res.text();
}

/** First salon on /salonlar with a service somebody gives (tried through the slots endpoint). */
async function findTarget(baseUrl: string, date: string): Promise<Target> {
  const list = await text(new URL('/salonlar', baseUrl));
  const salonIds = [...new Set([...list.matchAll(/href="\/salon\/([0-9a-f-]{36})"/g)].map((m) => m[1]))];
  for (const salonId of salonIds.slice(0, 5)) {
    const page = await text(new URL(`/randevu/${salonId}`, baseUrl));
    const select = (id: string) => page.match(new RegExp(`<select[^>]*id="${id}"[\\s\\S]*?</select>`))?.[0] ?? '';
    const options = (html: string) => [...html.matchAll(/<option value="([0-9a-f-]{36})"/g)].map((m) => m[1]);
    for (const serviceId of options(select('service'))) {
      for (const staffId of options(select('staff'))) {
        const res = await fetch(slotsUrl(baseUrl, { salonId, serviceId, staffId }, date));
        if (res.ok) return { salonId, serviceId, staffId };
      }
    }
  }
  throw new Error('No bookable salon/service/staff found (is the demo data seeded?)');
}

function slotsUrl(baseUrl: string, t: Target, date: string): URL {
  const url = new URL(`/api/salons/${t.salonId}/slots`, baseUrl);
  url.search = new URLSearchParams({ staffId: t.staffId, serviceId: t.serviceId, date }).toString();
  return url;
}

/** The next free slot from `fromDate` on (each round and each run books a different one). */
async function nextFreeSlot(baseUrl: string, t: Target, fromDate: string): Promise<{ date: string; time: string }> {
  for (let d = 0; d < 60; d++) {
    const date = addDaysToDate(fromDate, d);
    const body = (await (await fetch(slotsUrl(baseUrl, t, date))).json()) as { slots: { time: string; available: boolean }[] };
    const free = body.slots.find((s) => s.available);
    if (free) return { date, time: free.time };
  }
  throw new Error('No free slot in the next 60 days');
}

async function contentionRound(baseUrl: string, t: Target, date: string, time: string, round: number): Promise<ContentionRound> {
  const body = (i: number) => JSON.stringify({
    salonId: t.salonId, customerId: null, customerName: `Bench Müşteri ${round}-${i}`,
    customerPhone: `0555${String(round).padStart(3, '0')}${String(i).padStart(4, '0')}`, customerEmail: '',
    staffId: t.staffId, serviceId: t.serviceId, date, startTime: time, endTime: '', notes: '', totalAmount: 0,
  });
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: CONCURRENT_BOOKINGS }, async (_, i) => {
    try {
      const res = await fetch(new URL('/api/appointments', baseUrl), {
        // 50 visitors, not one script: the booking budgets are per address (index.ts trusts one hop).
        method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress(round * 1000 + i) }, body: body(i),
      });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 0; // connection error
    }
  }));
  const ms = performance.now() - started;
  const count = (f: (s: number) => boolean) => statuses.filter(f).length;
  const created = count((s) => s === 201);
  const conflicts = count((s) => s === 409);
  const serverErrors = count((s) => s >= 500);
  const other = statuses.length - created - conflicts - serverErrors;
  return {
    date, time, concurrent: CONCURRENT_BOOKINGS, created, conflicts, serverErrors, other, ms: Math.round(ms),
    ok: created === 1 && conflicts === CONCURRENT_BOOKINGS - 1 && serverErrors === 0 && other === 0,
  };
}

export async function runBookingBench({ baseUrl }: { baseUrl: string }): Promise<BookingBenchResult> {
  const today = istanbulClock(new Date()).date;
  const loadDate = addDaysToDate(today, 3);
  const target = await findTarget(baseUrl, loadDate);
  console.log(`  booking target: salon ${target.salonId}, service ${target.serviceId}, staff ${target.staffId}`);

  // The slots endpoint in slices alternating with the baseline (as for the pages: drift of a
  // busy machine during the run falls on both sides alike).
  const slotsUrlToLoad = slotsUrl(baseUrl, target, loadDate);
  const baselineUrl = new URL(BASELINE_PATH, baseUrl);
  for (const url of [baselineUrl, slotsUrlToLoad]) for (let i = 0; i < 5; i++) await (await fetch(url)).arrayBuffer(); // warm up
  console.log(`  GET /api/salons/{id}/slots: ${DURATION_SECONDS} s in ${ROUNDS} slices beside ${BASELINE_PATH}, ${CONNECTIONS} connections...`);
  const c = await compareWithBaseline(slotsUrlToLoad, baselineUrl, { rounds: ROUNDS, durationSeconds: DURATION_SECONDS, connections: CONNECTIONS });
  const baseline = { name: `baseline ${BASELINE_PATH}`, path: BASELINE_PATH, ...c.baseline };
  const slots = { name: 'GET /api/salons/{id}/slots', path: slotsUrlToLoad.pathname + slotsUrlToLoad.search, ...c.measured, ratioToBaseline: c.ratio };
  console.table([baseline, slots].map((r) => ({
    endpoint: r.name, 'req/s': r.requestsPerSecond.toFixed(1), 'p50 ms': r.p50Ms, 'p99 ms': r.p99Ms,
    requests: r.requests, 'non-2xx': r.non2xx, errors: r.errors,
  })));
  console.log(`  slots endpoint throughput = ${(slots.ratioToBaseline * 100).toFixed(1)} % of the no-op route handler (each slice: ${c.sliceRatios.map((x) => x.toFixed(2)).join(' ')})`);

  const contention: ContentionRound[] = [];
  let from = addDaysToDate(today, 20);
  for (let round = 1; round <= CONTENTION_ROUNDS; round++) {
    const { date, time } = await nextFreeSlot(baseUrl, target, from);
    const result = await contentionRound(baseUrl, target, date, time, round);
    contention.push(result);
    from = date;
  }
  console.table(contention.map((c) => ({
    slot: `${c.date} ${c.time}`, concurrent: c.concurrent, 'created (201)': c.created, 'taken (409)': c.conflicts,
    'server errors (5xx)': c.serverErrors, other: c.other, ms: c.ms, result: c.ok ? 'OK' : 'FAIL',
  })));
  const ok = contention.every((c) => c.ok) && slots.non2xx === 0 && slots.errors === 0;
  console.log(`  contention: ${ok ? 'exactly one booking per slot, no 5xx' : 'FAILED (see table)'}`);
  return { target, baseline, slots, contention, ok };
}

export default runBookingBench;

// Standalone: npx tsx scripts/bench/booking.ts [baseUrl]
if (process.argv[1]?.endsWith('booking.ts')) {
  const baseUrl = process.argv[2] ?? process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:3000';
  runBookingBench({ baseUrl })
    .then((r) => { if (!r.ok) process.exitCode = 1; })
    .catch((error) => { console.error(error); process.exit(1); });
}
