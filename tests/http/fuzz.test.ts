// Fuzz test of every public endpoint and action on a real database (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set): a few hundred generated hostile bodies and query strings
// each (NUL and other control characters, lone surrogates, year 0000 and 9999, wrong top-level
// types, oversized and chunked bodies, bad JSON and UTF-8). It fails on any 5xx, any thrown
// error, any English message, and any row written. Page URLs are fuzzed over real HTTP in
// tests/e2e/fuzz.spec.ts.
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as createAppointmentRoute } from '@/app/api/appointments/route';
import { GET as icsRoute } from '@/app/api/appointments/[token]/ics/route';
import { GET as slotsRoute } from '@/app/api/salons/[salonId]/slots/route';
import { loginAction, registerAction } from '@/features/accounts/actions.public';
import { cancelAppointmentAction } from '@/features/appointments/actions.public';
import { createReviewAction, deleteReviewAction, deleteReviewWithPhoneAction, updateReviewAction } from '@/features/reviews/actions.public';
import { cancelGuestAppointmentAction } from '@/features/appointments/actions.manage.public';
import { sendContactMessage } from '@/features/contact/actions.public';
import type { ActionResult } from '@/platform/actions/result';
import { useConnectionForTests } from '@/platform/db';
import {
  BAD_DATES, BAD_IDS, BAD_TEXT, ENGLISH_MESSAGE, hostileBodies, HOSTILE_QUERY_VALUES, rng, type FieldKind,
} from '../support/fuzz';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createBookingFixture, type BookingFixture } from './appointments-fixtures';

const BASE = 'http://localhost:3000';
const PER_ENDPOINT = 300;
const TABLES = ['appointments', 'customers', 'customer_sessions', 'salon_reviews', 'contact_messages', 'auth_attempts'];

function expectTurkish(body: { error?: unknown; fieldErrors?: Record<string, unknown> }, context: string) {
  expect(typeof body.error, context).toBe('string');
  for (const message of [body.error, ...Object.values(body.fieldErrors ?? {})]) {
    expect(String(message), context).not.toMatch(ENGLISH_MESSAGE);
  }
}

/** A refused request: a 4xx with a Turkish JSON error. */
async function expectRefused(res: Response, context: string) {
  expect(res.status, context).toBeGreaterThanOrEqual(400);
  expect(res.status, context).toBeLessThan(500);
  expectTurkish(await res.json(), context);
}

function describeCase(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

describe.each(databaseKinds)('fuzzing endpoints and actions on %s', (kind) => {
  let test: TestDatabase;
  let f: BookingFixture;
  let before: Record<string, number>;
  let manageToken: string;
  let reviewId: string;

  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of TABLES) out[table] = Number((await test.conn.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0].n);
    return out;
  };

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createBookingFixture(test.conn);
    // One real appointment and review, so the token- and id-based paths have something to find.
    const res = await createAppointmentRoute(new NextRequest(`${BASE}/api/appointments`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        salonId: f.salon, serviceId: f.service.haircut, staffId: f.staff.ayse, date: f.plainDay, startTime: '10:00',
        customerName: 'Elif Demir', customerPhone: '05321000000',
      }),
    }));
    expect(res.status).toBe(201);
    manageToken = (await res.json()).manageToken;
    [{ id: reviewId }] = await test.conn.query<{ id: string }>(
      `insert into salon_reviews (salon_id, customer_id, rating, comment, status) values ($1, $2, 5, 'Çok memnun kaldım.', 'approved') returning id`,
      [f.salon, f.customer.id],
    );
    before = await counts();
  });
  afterAll(async () => { await test?.dispose(); });

  describe('POST /api/appointments', () => {
    const valid = () => ({
      salonId: f.salon, serviceId: f.service.haircut, staffId: f.staff.ayse, date: f.plainDay, startTime: '11:00',
      customerName: 'Elif Demir', customerPhone: '0 (532) 100 00 01', customerEmail: 'elif@example.com', notes: 'Not',
    });
    const shape: Record<string, FieldKind> = {
      salonId: 'id', serviceId: 'id', staffId: 'id', date: 'date', startTime: 'time',
      customerName: 'text', customerPhone: 'phone', customerEmail: 'optionalEmail', notes: 'optionalText',
    };
    const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
      createAppointmentRoute(new NextRequest(`${BASE}/api/appointments`, { method: 'POST', headers, body, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1]));

    it(`refuses ${PER_ENDPOINT} generated hostile bodies with a Turkish 4xx`, async () => {
      for (const body of hostileBodies(1, valid(), shape, PER_ENDPOINT)) {
        await expectRefused(await post(JSON.stringify(body)), describeCase(body));
      }
    });

    it('refuses broken JSON, bad UTF-8, wrong content types and bodies too large by header', async () => {
      const raws: BodyInit[] = ['', '{', '{"a":', 'null', '[]', '"x"', '1e999', '{"salonId":"\\u0000"}', '\u0000', 'x'.repeat(20_000),
        new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d])];
      for (const raw of raws) await expectRefused(await post(raw), describeCase(String(raw).slice(0, 50)));
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) {
        await expectRefused(await post(JSON.stringify(valid()), { 'content-type': type }), type);
      }
      const declared = await post(JSON.stringify(valid()), { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) });
      expect(declared.status).toBe(413);
    });

    it('stops reading a 100 MB chunked body after the limit instead of holding it whole', async () => {
      const chunk = new Uint8Array(64 * 1024).fill(0x20);
      let pulled = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= 100 * 1024 * 1024) return controller.close();
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const res = await post(stream);
      expect(res.status).toBe(413);
      expect((await res.json()).error).toBe('İstek çok büyük');
      expect(pulled).toBeLessThan(1024 * 1024);
    });
  });

  describe('GET /api/salons/{salonId}/slots', () => {
    it(`refuses ${PER_ENDPOINT} generated hostile query strings and salon ids with a Turkish 4xx`, async () => {
      const r = rng(2);
      const decoded = (raw: string) => { try { return decodeURIComponent(raw); } catch { return raw; } };
      const idValues = [...BAD_IDS, ...HOSTILE_QUERY_VALUES.map(decoded)];
      for (let i = 0; i < PER_ENDPOINT; i++) {
        const salonId = i % 3 === 0 ? r.pick(idValues) : f.salon;
        const parts = [`staffId=${r.next() < 0.5 ? r.pick(HOSTILE_QUERY_VALUES) : f.staff.ayse}`,
          `date=${r.pick([...HOSTILE_QUERY_VALUES, ...BAD_DATES.map(encodeURIComponent)])}`];
        if (r.next() < 0.5) parts.push(`serviceId=${r.pick(HOSTILE_QUERY_VALUES)}`);
        if (r.next() < 0.3) parts.push(`staffId=${f.staff.ayse}`, 'date=2030-01-01'); // repeated keys: the first counts
        const url = `${BASE}/api/salons/x/slots?${parts.join('&')}`;
        const res = await slotsRoute(new NextRequest(url), { params: Promise.resolve({ salonId }) });
        await expectRefused(res, `${salonId.slice(0, 60)} ${url.slice(0, 200)}`);
      }
    });

    it('answers a date of year 0000 or 9999 with 400, not a database error', async () => {
      for (const date of ['0000-01-01', '9999-12-31']) {
        const url = `${BASE}/api/salons/${f.salon}/slots?staffId=${f.staff.ayse}&date=${date}`;
        const res = await slotsRoute(new NextRequest(url), { params: Promise.resolve({ salonId: f.salon }) });
        expect(res.status).toBe(400);
        expect((await res.json()).fieldErrors).toEqual({ date: 'Lütfen geçerli bir tarih seçin' });
      }
    });
  });

  describe('GET /api/appointments/{token}/ics', () => {
    it('answers every malformed or unknown token with a Turkish 404', async () => {
      const tokens = [...BAD_IDS, ...BAD_TEXT, '0'.repeat(64), manageToken.toUpperCase(), `${manageToken}\u0000`, manageToken.slice(1)];
      for (const token of tokens) {
        const res = await icsRoute(new NextRequest(`${BASE}/api/appointments/x/ics`), { params: Promise.resolve({ token }) });
        expect(res.status, describeCase(token)).toBe(404);
        expectTurkish(await res.json(), describeCase(token));
      }
    });
  });

  describe('server actions', () => {
    type Action = (raw: unknown) => Promise<ActionResult<unknown>>;
    const cases: [string, () => Action, () => Record<string, unknown>, Record<string, FieldKind>][] = [
      ['login', () => loginAction as Action, () => ({ phone: '05321112233', password: 'gizli123' }), { phone: 'phone', password: 'password' }],
      ['register', () => registerAction as Action, () => ({
        phone: '05321112233', firstName: 'Ayşe', lastName: 'Yılmaz', email: '', password: 'gizli123', passwordConfirm: 'gizli123',
      }), { phone: 'phone', firstName: 'text', lastName: 'text', email: 'optionalEmail', password: 'password' }],
      ['create review', () => createReviewAction as Action, () => ({ salonId: f.salon, rating: 5, comment: 'Çok memnun kaldım, teşekkürler.' }),
        { salonId: 'id', rating: 'rating', comment: 'text' }],
      ['update review', () => updateReviewAction as Action, () => ({ reviewId, rating: 4, comment: 'Yine memnun kaldım, teşekkürler.' }),
        { reviewId: 'id', rating: 'rating', comment: 'text' }],
      ['delete review', () => deleteReviewAction as Action, () => ({ reviewId }), { reviewId: 'id' }],
      ['delete review with phone', () => deleteReviewWithPhoneAction as Action, () => ({ reviewId, phone: '05551112233' }),
        { reviewId: 'id', phone: 'phone' }],
      ['cancel own appointment', () => cancelAppointmentAction as Action, () => ({ appointmentId: f.salon }), { appointmentId: 'id' }],
      ['guest cancel', () => cancelGuestAppointmentAction as Action, () => ({ token: manageToken }), { token: 'token' }],
      ['contact', () => sendContactMessage as Action, () => ({
        name: 'Ali Veli', email: 'ali@example.com', phone: '', salonName: 'Salon', message: 'Merhaba',
      }), { name: 'text', email: 'email', phone: 'optionalPhone', salonName: 'optionalText', message: 'optionalText' }],
    ];

    it.each(cases)(`refuses ${PER_ENDPOINT} generated hostile inputs to %s with a Turkish 400`, async (_name, action, valid, shape) => {
      // A hostile input must be refused by validation, before any request API or the database:
      // one that got through would throw here (no request scope) and fail the test.
      for (const [index, body] of hostileBodies(3 + index0(_name), valid(), shape, PER_ENDPOINT).entries()) {
        const context = `#${index} ${describeCase(body)}`;
        const result = await action()(body).catch((error: unknown) => {
          throw new Error(`${context} got past validation: ${String(error)}`);
        });
        expect(result.ok, context).toBe(false);
        if (result.ok) continue;
        expect(result.status, context).toBe(400);
        expectTurkish(result, context);
      }
    });
  });

  it('wrote no row anywhere', async () => {
    expect(await counts()).toEqual(before);
  });
});

function index0(name: string): number {
  return [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0);
}
