// Admin back-office at scale (issue 10): the data loaders of /admin/salons and /admin/reviews
// with a search, at 35 salons and at 10,000 salons / 100,000 reviews, measured directly on the
// database (the same functions the pages call; the figure cards, which stream in their own
// Suspense boundary and do not change with the search, are reported beside them). Embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) points at a server (a throwaway database is created and dropped).
// Goal: p50 at 10,000 within 3× of p50 at 35.
//
//   npx tsx scripts/bench/admin.ts            (also run by `npm run bench`)
//   BENCH_ADMIN_JSON=out.json npx tsx scripts/bench/admin.ts
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

// platform/db modules start with `import 'server-only'`, which only loads under the react-server
// condition: re-run this script with it when started plainly.
if (!process.execArgv.some((a) => a.includes('react-server'))) {
  const child = spawnSync(process.execPath, [...process.execArgv, '--conditions=react-server', ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const ITERATIONS = Number(process.env.BENCH_ADMIN_ITERATIONS ?? 40);
const WARMUP = 5;

type Kind = 'pglite' | 'postgres';

async function main() {
  const { createMigratedDatabase } = await import('../../tests/support/db');
  const { useConnectionForTests: pointDbAt } = await import('../../platform/db');
  const { parseTableQuery } = await import('../../platform/http/table-query');
  const { ADMIN_SALON_TABLE, listAdminSalons, salonStats } = await import('../../features/salons/server/admin-salons');
  const { ADMIN_REVIEW_TABLE, listAdminReviews, reviewStats } = await import('../../features/reviews/server/admin-reviews');

  const kinds: Kind[] = ['pglite'];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    process.env.TEST_DATABASE_URL = serverUrl;
    kinds.push('postgres');
  }

  // Gated: the table loaders with searches an operator makes (a salon, a customer, a phrase of
  // a comment), what a search changes on the page. Info: the figure cards (their own Suspense
  // boundary, the same for every search), a one-word search matching a fifth of all salons,
  // the default views.
  const salons = (q: string) => () => listAdminSalons(parseTableQuery({ q }, ADMIN_SALON_TABLE));
  const reviews = (q: string, filter?: string) => () => listAdminReviews(parseTableQuery({ q, ...(filter ? { filter } : {}) }, ADMIN_REVIEW_TABLE));
  const scenarios = {
    '/admin/salons table, search "kuaför 77"': salons('kuaför 77'),
    '/admin/salons table, search "sahip 4321" (owner)': salons('sahip 4321'),
    '/admin/reviews list, search "müşteri 1234" (customer)': reviews('müşteri 1234'),
    '/admin/reviews list, search "geleceğim #2345" (comment)': reviews('geleceğim #2345'),
    '/admin/reviews list, search "nur kuaför 1234" (salon)': reviews('nur kuaför 1234'),
    '/admin/salons figures (info)': () => salonStats(),
    '/admin/reviews figures (info)': () => reviewStats(),
    '/admin/salons table, broad search "kuaför" (info)': salons('kuaför'),
    '/admin/salons table, default view (info)': salons(''),
    '/admin/reviews list, pending tab (info)': reviews('', 'pending'),
  };
  type Name = keyof typeof scenarios;

  async function measure(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
    for (let i = 0; i < WARMUP; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 100) / 100;
    return { p50: at(0.5), p95: at(0.95) };
  }

  const results: Record<string, unknown> = { date: new Date().toISOString(), iterations: ITERATIONS, method: 'data loaders called directly on the database: listAdminSalons / listAdminReviews (gated) and salonStats / reviewStats (info)' };
  let failed = false;
  for (const kind of kinds) {
    const test = await createMigratedDatabase(kind);
    try {
      pointDbAt(test.conn);
      await test.conn.query(`insert into cities (id, name, plate_code, slug) values (34, 'İstanbul', '34', 'istanbul')`);
      const grow = async (fromSalon: number, toSalon: number, fromCustomer: number, toCustomer: number) => {
        await test.conn.query(`
          insert into salons (salon_code, name, owner_name, email, phone, city_id, is_active)
          select 'B' || lpad(i::text, 5, '0'),
                 (array['Işıl','Çiçek','Gül','Moda','Nur'])[1 + i % 5] || ' ' || (array['Güzellik','Kuaför','Berber','Studio','Spa'])[1 + (i / 5) % 5] || ' ' || i,
                 'Sahip ' || i, 'salon' || i || '@example.com', '0532' || lpad(i::text, 7, '0'), 34, i % 10 <> 0
          from generate_series($1::int, $2::int) i`, [fromSalon, toSalon]);
        await test.conn.query(`
          insert into customers (phone, first_name, last_name, email)
          select '0555' || lpad(i::text, 7, '0'), 'Müşteri', i::text, 'musteri' || i || '@example.com'
          from generate_series($1::int, $2::int) i`, [fromCustomer, toCustomer]);
        // Ten reviews per new salon, each from a different customer; a third approved, a third pending, a third rejected.
        await test.conn.query(`
          with s as (select id, row_number() over (order by salon_code) as n from salons where salon_code between 'B' || lpad($1::text, 5, '0') and 'B' || lpad($2::text, 5, '0')),
               c as (select id, row_number() over (order by phone) as n from customers)
          insert into salon_reviews (salon_id, customer_id, rating, comment, approved, status, created_at)
          select s.id, c.id, 1 + (s.n + k) % 5,
                 (array['Harika hizmet','Çok memnun kaldım','Fena değil','Tekrar geleceğim','Personel güler yüzlü'])[1 + (s.n + k) % 5] || ' #' || (s.n * 10 + k),
                 case (s.n + k) % 3 when 0 then true when 1 then null else false end,
                 case (s.n + k) % 3 when 0 then 'approved' when 1 then 'pending' else 'rejected' end,
                 now() - ((s.n * 10 + k) || ' minutes')::interval
          from s cross join generate_series(0, 9) k
          join c on c.n = 1 + ((s.n - 1) * 7 + k * 1999) % (select count(*) from customers)`, [fromSalon, toSalon]);
        await test.conn.query(`
          insert into subscriptions (salon_id, type, start_date, end_date, is_active)
          select id, 'monthly', now() - interval '10 days', now() + ((salon_code::text ~ '[05]$')::int * 40 - 5 || ' days')::interval, true
          from salons where salon_code between 'B' || lpad($1::text, 5, '0') and 'B' || lpad($2::text, 5, '0')`, [fromSalon, toSalon]);
        // What autovacuum keeps true on a live server (PGlite has none): statistics and visibility.
        await test.conn.query('vacuum analyze');
      };

      const small: Record<string, { p50: number; p95: number }> = {};
      const large: Record<string, { p50: number; p95: number }> = {};
      await grow(1, 35, 1, 2000);
      for (const [name, run] of Object.entries(scenarios)) small[name] = await measure(run);
      console.log(`[${kind}] growing to 10,000 salons / 100,000 reviews ...`);
      await grow(36, 10_000, 2001, 20_000);
      const [{ salons, reviews }] = await test.conn.query<{ salons: number; reviews: number }>(
        `select (select count(*) from salons)::int as salons, (select count(*) from salon_reviews)::int as reviews`);
      for (const [name, run] of Object.entries(scenarios)) large[name] = await measure(run);

      const rows = (Object.keys(scenarios) as Name[]).map((name) => {
        const ratio = Math.round((large[name].p50 / Math.max(small[name].p50, 0.01)) * 100) / 100;
        const gated = !name.includes('(info)');
        if (gated && ratio > 3) failed = true;
        return { scenario: name, p50At35: small[name].p50, p50At10k: large[name].p50, p95At10k: large[name].p95, ratio, goal: gated ? (ratio <= 3 ? 'ok (≤ 3×)' : 'FAILED (> 3×)') : 'info' };
      });
      console.log(`\n${kind}: ${salons} salons, ${reviews} reviews; milliseconds per loader call`);
      console.table(rows);
      results[kind] = { salons, reviews, rows };
    } finally {
      await test.dispose();
    }
  }
  if (process.env.BENCH_ADMIN_JSON) writeFileSync(process.env.BENCH_ADMIN_JSON, JSON.stringify(results, null, 2));
  if (failed) {
    console.error('Admin bench: a search p50 at 10,000 salons is more than 3× the p50 at 35.');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
