// Salon panel at scale (issues 20 and 21): every panel screen's data loaders and the writes
// behind its main actions, at a salon with 3 staff, 10 services and 60 appointments (50 of them
// this week) and at one with 50 staff, 300 services and 20,000 appointments (2,000 of them this
// week), in the same database, measured in alternating
// rounds so machine drift falls on both sides), called directly on the database: the same
// functions the pages and actions call, after the same session lookup. Embedded PGlite always;
// PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) points at a server.
// Goal: p50 at the large salon within 2× of p50 at the small one.
//
//   npx tsx scripts/bench/panel.ts            (also run by `npm run bench`)
//   BENCH_PANEL_JSON=out.json npx tsx scripts/bench/panel.ts
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

// platform/db modules start with `import 'server-only'`, which loads only under the react-server condition.
if (!process.execArgv.some((a) => a.includes('react-server'))) {
  const child = spawnSync(process.execPath, [...process.execArgv, '--conditions=react-server', ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const ITERATIONS = Number(process.env.BENCH_PANEL_ITERATIONS ?? 30);
const ROUNDS = 3;
const WARMUP = 3;
const GOAL = 2;

type Kind = 'pglite' | 'postgres';

async function main() {
  const { createMigratedDatabase } = await import('../../tests/support/db');
  const { useConnectionForTests: pointDbAt } = await import('../../platform/db');
  const { hashPassword } = await import('../../platform/access/password');
  const { createSalonWithOwner } = await import('../../features/registration/server/create-salon');
  const { getDb } = await import('../../platform/db');
  const { loginSalonUser } = await import('../../platform/access/panel-auth');
  const { findSalonSession } = await import('../../platform/access/salon-sessions');
  const { panelLoginSchema } = await import('../../platform/access/panel-schema');
  const home = await import('../../features/panel/server/home');
  const salonSettings = await import('../../features/salon-settings/server/salon');
  const servicesDb = await import('../../features/services/server/services');
  const staffDb = await import('../../features/staff/server/staff');
  const calendar = await import('../../features/appointments/server/calendar');
  const notices = await import('../../features/appointments/server/notices');
  const { serviceCreateSchema } = await import('../../features/services/schema');
  const { updateStaffSchema, defaultStaffWeek } = await import('../../features/staff/schema');
  const { istanbulClock, addDaysToDate, minutesToTime } = await import('../../platform/time/istanbul');

  const kinds: Kind[] = ['pglite'];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    process.env.TEST_DATABASE_URL = serverUrl;
    kinds.push('postgres');
  }

  const results: Record<string, unknown> = { date: new Date().toISOString(), iterations: ITERATIONS * ROUNDS, goal: `p50 at the large salon ≤ ${GOAL}× the small salon's` };
  let failed = false;

  for (const kind of kinds) {
    const test = await createMigratedDatabase(kind);
    try {
      pointDbAt(test.conn);
      const q = (text: string, params: unknown[] = []) => test.conn.query(text, params);
      await q(`insert into cities (id, name, plate_code, slug) values (34, 'İstanbul', '34', 'istanbul')`);
      const [district] = await test.conn.query<{ id: number }>(`insert into districts (city_id, name, slug) values (34, 'Kadıköy', 'kadikoy') returning id`);
      const [plan] = await test.conn.query<{ id: string; name: string }>(`insert into subscription_plans (name, price, interval) values ('Deneme', 0, 'trial') returning id, name`);
      const passwordHash = await hashPassword('bench123');

      const makeSalon = async (label: string, staffCount: number, serviceCount: number, appointmentCount: number, thisWeek: number) => {
        const phone = label === 'small' ? '05321110001' : '05321110002';
        const created = await createSalonWithOwner(await getDb(), {
          salon: { name: `Bench ${label}`, address: 'Adres 1', cityId: 34, districtId: district.id, phone, email: `${label}@bench.test` },
          owner: { username: `bench_${label}`, passwordHash, email: `${label}@bench.test`, firstName: 'Bench', lastName: label, phone },
          plan: { id: plan.id, name: plan.name, interval: 'trial' }, welcomeEmail: false,
        });
        if (!created.ok) throw new Error('bench salon clash');
        const salonId = created.salonId;
        await q(`insert into salon_working_hours (salon_id, day_of_week, is_open, open_minutes, close_minutes)
                 select $1, d, d <> 0, 540, 1200 from generate_series(0, 6) d`, [salonId]);
        await q(`insert into service_categories (salon_id, name, sort_order) select $1, 'Kategori ' || c, c from generate_series(1, 10) c`, [salonId]);
        await q(`insert into services (salon_id, category_id, name, price, duration_minutes, sort_order)
                 select $1, (select id from service_categories where salon_id = $1 order by sort_order offset (s % 10) limit 1),
                        'Hizmet ' || s, 100 + s, 30 + (s % 4) * 15, s
                 from generate_series(1, $2::int) s`, [salonId, serviceCount]);
        await q(`insert into staff (salon_id, first_name, last_name, position) select $1, 'Personel', s::text, 'Kuaför' from generate_series(1, $2::int) s`, [salonId, staffCount]);
        await q(`insert into staff_working_hours (staff_id, day_of_week, is_working, start_minutes, end_minutes, break_start_minutes, break_end_minutes)
                 select st.id, d, d <> 0, 540, 1200, 780, 840 from staff st cross join generate_series(0, 6) d where st.salon_id = $1`, [salonId]);
        // Each staff member gives a tenth of the services.
        await q(`insert into staff_services (staff_id, service_id)
                 select st.id, sv.id from staff st join services sv on sv.salon_id = st.salon_id
                 where st.salon_id = $1 and (abs(hashtext(st.id::text || sv.id::text)) % 10) = 0 on conflict do nothing`, [salonId]);
        // Appointments spread over a year around today, 30 minutes each, never overlapping per staff member.
        await q(`with st as (select id, row_number() over (order by id) - 1 as n from staff where salon_id = $1),
                      sv as (select id, price from services where salon_id = $1 order by sort_order limit 1)
                 insert into appointments (salon_id, customer_name, customer_phone, staff_id, service_id, appointment_date,
                                           start_time, end_time, status, total_amount)
                 select $1, 'Müşteri ' || a, '0555' || lpad((a % 10000000)::text, 7, '0'), st.id, sv.id,
                        current_date - 180 + ((a / (select count(*) from st)) / 22)::int,
                        time '09:00' + ((((a / (select count(*) from st)) % 22) * 30) || ' minutes')::interval,
                        time '09:30' + ((((a / (select count(*) from st)) % 22) * 30) || ' minutes')::interval,
                        (array['scheduled','confirmed','completed','cancelled'])[1 + a % 4], sv.price
                 from generate_series(0, $2::int - 1) a
                 join st on st.n = a % (select count(*) from st) cross join sv`, [salonId, appointmentCount]);
        // This week's appointments (the calendar's), online, spread over the staff, 30 minutes each.
        await q(`with st as (select id, row_number() over (order by id) - 1 as n from staff where salon_id = $1),
                      sv as (select id, price from services where salon_id = $1 order by sort_order limit 1)
                 insert into appointments (salon_id, customer_name, customer_phone, staff_id, service_id, appointment_date,
                                           start_time, end_time, status, total_amount, source, created_at)
                 select $1, 'Hafta ' || a, '0556' || lpad(a::text, 7, '0'), st.id, sv.id,
                        date_trunc('week', current_date)::date + ((a / (select count(*) from st)) % 7)::int,
                        time '09:00' + ((((a / (select count(*) from st)) / 7) * 30) || ' minutes')::interval,
                        time '09:30' + ((((a / (select count(*) from st)) / 7) * 30) || ' minutes')::interval,
                        'scheduled', sv.price, 'online', now() - (a || ' minutes')::interval
                 from generate_series(0, $2::int - 1) a
                 join st on st.n = a % (select count(*) from st) cross join sv`, [salonId, thisWeek]);
        const signed = await loginSalonUser(panelLoginSchema.parse({ salonCode: created.salonCode, username: `bench_${label}`, password: 'bench123' }), { ipAddress: `127.0.0.${label === 'small' ? 1 : 2}` });
        if (!signed.ok) throw new Error(signed.error);
        const [someService] = await test.conn.query<{ id: string }>(`select id from services where salon_id = $1 order by sort_order offset 1 limit 1`, [salonId]);
        const [someStaff] = await test.conn.query<{ id: string }>(`select id from staff where salon_id = $1 order by id limit 1`, [salonId]);
        const serviceIds = (await test.conn.query<{ id: string }>(`select service_id as id from staff_services where staff_id = $1`, [someStaff.id])).map((r) => r.id);
        return { salonId, userId: created.ownerId, token: signed.data.token, serviceId: someService.id, staffId: someStaff.id, serviceIds };
      };

      console.log(`[${kind}] building a small salon (3 staff, 10 services, 60 + 50 appointments) and a large one (50 staff, 300 services, 20,000 + 2,000 appointments) ...`);
      const small = await makeSalon('small', 3, 10, 60, 50);
      const large = await makeSalon('large', 50, 300, 20_000, 2_000);
      await q('vacuum analyze');

      const clock = istanbulClock(new Date());
      const monday = addDaysToDate(clock.date, -((clock.dayOfWeek + 6) % 7));
      const salonWeek = { week: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d, isOpen: d !== 0, openMinutes: 540, closeMinutes: 1200 })), openTimeMinutes: 540, closeTimeMinutes: 1200 };
      type Salon = typeof small;
      const session = (s: Salon) => findSalonSession(s.token);
      const scenarios: Record<string, (s: Salon) => Promise<unknown>> = {
        'session lookup (every request)': (s) => session(s),
        '/panel home': async (s) => {
          await session(s);
          return Promise.all([home.loadSetupStatus(s.salonId), home.listDayAppointments(s.salonId, clock.date),
            home.findNextAppointment(s.salonId, clock.date, minutesToTime(clock.minutes)), home.countAppointments(s.salonId, monday, addDaysToDate(monday, 6))]);
        },
        '/panel/saatler': async (s) => { await session(s); return Promise.all([salonSettings.loadSalonWeek(s.salonId), salonSettings.listClosedDates(s.salonId, clock.date)]); },
        '/panel/hizmetler': async (s) => { await session(s); return servicesDb.listPanelServices(s.salonId); },
        '/panel/personel': async (s) => { await session(s); return staffDb.loadPanelStaffScreen(s.salonId); },
        '/panel/takvim day view (every staff member)': async (s) => { await session(s); return calendar.loadCalendarDay(s.salonId, addDaysToDate(monday, 2), new Date()); },
        '/panel/takvim week view (one staff member)': async (s) => { await session(s); return calendar.loadCalendarWeek(s.salonId, s.staffId, monday, new Date()); },
        'live notice check (per open panel, every 5 s)': async (s) => { await session(s); return notices.loadNotices(s.salonId, s.userId, new Date()); },
        'action: edit a service': async (s) => {
          await session(s);
          const input = serviceCreateSchema.parse({ name: 'Hizmet Düzenlendi', categoryId: '', description: '', price: '150', durationMinutes: '45', dailyDurations: ['', '', '', '', '', '60', ''] });
          return servicesDb.updatePanelService(s.salonId, s.serviceId, input);
        },
        'action: edit a staff member (services and week)': async (s) => {
          await session(s);
          const input = updateStaffSchema.parse({ id: s.staffId, firstName: 'Personel', lastName: 'Düzenlendi', position: 'Kuaför', serviceIds: s.serviceIds, week: defaultStaffWeek(salonWeek) });
          const result = await staffDb.updateStaff(s.salonId, input);
          if (!result.ok) throw new Error(result.error);
          return result;
        },
      };

      const samples: Record<string, { small: number[]; large: number[] }> = {};
      for (const [name, run] of Object.entries(scenarios)) {
        samples[name] = { small: [], large: [] };
        for (let i = 0; i < WARMUP; i++) { await run(small); await run(large); }
      }
      for (let round = 0; round < ROUNDS; round++) {
        for (const [name, run] of Object.entries(scenarios)) {
          for (const [which, salon] of [['small', small], ['large', large]] as const) {
            for (let i = 0; i < ITERATIONS; i++) {
              const t = performance.now();
              await run(salon);
              samples[name][which].push(performance.now() - t);
            }
          }
        }
      }
      const p50 = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return Math.round(s[Math.floor(s.length / 2)] * 100) / 100; };
      const rows = Object.entries(samples).map(([scenario, { small: a, large: b }]) => {
        const ratio = Math.round((p50(b) / Math.max(p50(a), 0.01)) * 100) / 100;
        if (ratio > GOAL) failed = true;
        return { scenario, p50Small: p50(a), p50Large: p50(b), ratio, goal: ratio <= GOAL ? `ok (≤ ${GOAL}×)` : `FAILED (> ${GOAL}×)` };
      });
      console.log(`\n${kind}: milliseconds per screen load or action (session lookup included)`);
      console.table(rows);
      results[kind] = rows;
    } finally {
      await test.dispose();
    }
  }
  if (process.env.BENCH_PANEL_JSON) writeFileSync(process.env.BENCH_PANEL_JSON, JSON.stringify(results, null, 2));
  if (failed) {
    console.error(`Panel bench: a p50 at the large salon is more than ${GOAL}× the small salon's.`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
