// The booking budgets over real HTTP (platform/limits/budgets.ts): a script booking one staff
// member's day from one address gets 429 with Retry-After and a Turkish message after a few
// bookings, while other visitors still book, and attempts that book nothing cost nothing.
// Trial registrations and the wizard's live checks answer the same way through their routes,
// and typing in the wizard no longer uses up the logo upload.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as createAppointmentRoute } from '@/app/api/appointments/route';
import { useConnectionForTests } from '@/platform/db';
import { env } from '@/platform/env';
import { BUDGETS } from '@/platform/limits/budgets';
import { createRegistrationFixture, type RegistrationFixture } from '../db/registration-fixtures';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { PNG_1X1 } from '../support/images';
import { serveRoute } from '../support/route-server';
import { createBookingFixture, type BookingFixture } from './appointments-fixtures';
import { checkAvailability, payload, register, uploadLogo } from './registration-helpers';

describe.each(databaseKinds)('booking budgets over HTTP on %s', (kind) => {
  let test: TestDatabase;
  let f: BookingFixture;
  let app: { url: string; close(): Promise<void> };
  let phone = 0;

  /** One booking from `address` (server/start.mjs sets this header from the socket in production). */
  const book = async (address: string, startTime: string) => {
    phone += 1;
    const res = await fetch(`${app.url}/api/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-address': address },
      body: JSON.stringify({
        salonId: f.salon, customerId: null, customerName: 'Betik Deneme', customerPhone: `0532 300 ${10 + phone} ${10 + phone}`,
        customerEmail: '', staffId: f.staff.ayse, serviceId: f.service.haircut, date: f.plainDay, startTime, notes: '',
      }),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() as { error?: string } };
  };

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createBookingFixture(test.conn);
    app = await serveRoute((request) => createAppointmentRoute(new NextRequest(request)));
  });
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
  });

  it('stops a script emptying a staff member\'s day after a few bookings, with 429 and Retry-After', async () => {
    const script = '198.51.100.77';
    const times = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
    const answers = [];
    for (const time of times) answers.push(await book(script, time));
    const limit = BUDGETS.bookingStaffDay.limit;
    expect(answers.slice(0, limit).map((a) => a.status)).toEqual(Array(limit).fill(201));
    for (const refused of answers.slice(limit)) {
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(23 * 3600);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(24 * 3600);
      expect(refused.body.error).toBe(`${BUDGETS.bookingStaffDay.message} Lütfen 24 saat sonra tekrar deneyin.`);
    }
    const booked = await test.conn.query('select 1 from appointments where staff_id = $1 and appointment_date = $2', [f.staff.ayse, f.plainDay]);
    expect(booked).toHaveLength(limit);

    // Another visitor books the same day at once.
    expect((await book('198.51.100.78', '17:00')).status).toBe(201);
  });

  it('an attempt that books nothing (a taken slot) does not use the budget up', async () => {
    const visitor = '198.51.100.79';
    for (let i = 0; i < BUDGETS.bookingStaffDay.limit + 2; i++) expect((await book(visitor, '09:00')).status).toBe(409);
    expect((await book(visitor, '13:00')).status).toBe(201);
  });
});

describe.each(databaseKinds)('registration budgets through the routes on %s', (kind) => {
  let test: TestDatabase;
  let f: RegistrationFixture;
  let uploadDir: string;

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createRegistrationFixture(test.conn);
    uploadDir = await mkdtemp(path.join(tmpdir(), 'budget-uploads-'));
    (env as { UPLOAD_DIR: string }).UPLOAD_DIR = uploadDir;
  });
  afterAll(async () => {
    await test?.dispose();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('one address registers 10 trial salons a day; the 11th is 429 with Retry-After; a clash costs nothing', async () => {
    const ip = '198.51.100.90';
    const first = payload(f, f.plans.trial.id);
    expect((await register(first, { ip })).status).toBe(201);
    expect((await register({ ...payload(f, f.plans.trial.id), owner: first.owner }, { ip })).status).toBe(409);
    for (let i = 1; i < BUDGETS.trialAddress.limit; i++) expect((await register(payload(f, f.plans.trial.id), { ip })).status).toBe(201);
    const refused = await register(payload(f, f.plans.trial.id), { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(refused.body.error).toBe(`${BUDGETS.trialAddress.message} Lütfen 24 saat sonra tekrar deneyin.`);
    expect((await test.conn.query('select 1 from salons')).length).toBe(BUDGETS.trialAddress.limit);
    expect((await register(payload(f, f.plans.trial.id), { ip: '198.51.100.91' })).status).toBe(201);
  });

  it('the wizard\'s live checks have their own budget: after typing used it up, the logo still uploads', async () => {
    const ip = '198.51.100.9'; // uploadLogo's address
    for (let i = 0; i < BUDGETS.liveCheck.limit; i++) expect((await checkAvailability({ username: `kisi${i}xx` }, ip)).status).toBe(200);
    const refused = await checkAvailability({ username: 'birfazla' }, ip);
    expect(refused).toEqual({ status: 429, body: { error: `${BUDGETS.liveCheck.message} Lütfen 15 dakika sonra tekrar deneyin.` } });
    expect((await uploadLogo(PNG_1X1)).status).toBe(201);
  });
});
