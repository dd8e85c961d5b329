// KVKK requests from /kvkk/basvuru and their back-office (/admin/kvkk) on a real database: an e-mail
// request is created unverified with its code mail queued (the code stored only hashed, the
// requester's text never mailed); wrong codes count and five lock it; an expired code fails; the
// right code opens it with the 30-day deadline; a mobile number gets the same code by SMS (queued
// with the request, handed to the provider at once, fixed words in one part) and opens only with
// it; a landline's request is open at once and sends nothing, and the database refuses it a code;
// budgets stop the next request to one contact and from one address; the answers are the same
// whoever the contact is; the operator's list and answer refuse a visitor and a moderator, and an
// admin's answer is logged and mailed; the retention job deletes unverified requests after 7 days
// and answered ones after 3 years.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { BUDGETS } from '@/platform/limits/budgets';
import { createAdminSession } from '@/platform/access/admin-sessions';
import { FORBIDDEN_MESSAGE } from '@/platform/access/admin-session';
import { submitKvkkRequest, verifyKvkkRequest } from '@/features/privacy/server/requests';
import { KVKK_REQUEST_TABLE, loadKvkkRequestPage, RESOLVE_MESSAGES } from '@/features/privacy/server/admin-requests';
import { resolveKvkkRequestAction } from '@/features/privacy/actions.requests.admin';
import { applyRetention } from '@/features/privacy/server/retention-job';
import { REQUEST_MESSAGES } from '@/features/privacy/schema.requests';
import type { SmsMessage, SmsProvider } from '@/features/sms/server/provider';
import { parseTableQuery } from '@/platform/http/table-query';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

// The back-office reads its session cookie through next/headers; here the test decides the cookie.
const jar = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'admin_session' && jar.token ? { name, value: jar.token } : undefined) }),
  headers: async () => new Headers({ 'user-agent': 'vitest' }),
}));
// next.config.ts turns authInterrupts on; forbidden() then throws its 403 digest.
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';

const T = new Date('2030-03-01T09:00:00Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const at = (ms: number) => new Date(T.getTime() + ms);
let ipSeq = 0;
const newIp = () => `198.51.100.${++ipSeq}`;
const from = (ip: string) => async () => ip;
const emailReq = (email: string, extra: Record<string, unknown> = {}) => ({ kind: 'access', channel: 'email', email, ...extra });
const phoneReq = (phone: string, extra: Record<string, unknown> = {}) => ({ kind: 'access', channel: 'phone', phone, ...extra });

/** The provider as the SMS worker sees it: takes every text and keeps it, as the Netgsm double would. */
function recordingProvider() {
  const texts: SmsMessage[] = [];
  const provider: SmsProvider = {
    name: 'netgsm',
    send: async (message) => { texts.push(message); return { ok: true, providerId: `70000${texts.length}` }; },
    report: async (ids) => ids.map((providerId) => ({ providerId, status: 'pending' as const, detail: 'Bekliyor' })),
  };
  return { texts, provider };
}
const REDIRECT = /NEXT_REDIRECT/;
const FORBIDDEN = 'NEXT_HTTP_ERROR_FALLBACK;403';
type Row = Record<string, unknown>;

describe.each(databaseKinds)('KVKK requests on %s', (kind) => {
  let test: TestDatabase;
  const q = <R = Row>(text: string, params: unknown[] = []) => test.conn.query<R>(text, params);
  const request = async (id: string) => (await q(`select *, code_expires_at = $2 as expires_in_15, due_at - verified_at as window
    from kvkk_requests where id = $1`, [id, at(15 * MIN).toISOString()]))[0];
  /** The code of the request's mail, as the requester reads it. */
  const codeOf = async (id: string) => {
    const [mail] = await q<{ body: string }>(`select body from email_outbox where kind = 'kvkk_request_code' and reference_id = $1`, [id]);
    return /Doğrulama kodu: (\d{6})/.exec(mail.body)![1];
  };
  /** The code of the request's text, as the requester reads it. */
  const textedCodeOf = async (id: string) => {
    const [text] = await q<{ body: string }>(`select body from sms_outbox where kind = 'kvkk_request_code' and reference_id = $1`, [id]);
    return /doğrulama kodunuz: (\d{6})\./.exec(text.body)![1];
  };
  async function submitEmail(email: string, ip = newIp(), now = T) {
    const result = await submitKvkkRequest(emailReq(email), from(ip), now);
    if (!result.ok || result.data.next !== 'code') throw new Error(JSON.stringify(result));
    return result.data.requestId;
  }

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  it('creates an e-mail request unverified and queues its code mail; the code is stored hashed, the message never mailed', async () => {
    const ip = newIp();
    const result = await submitKvkkRequest(emailReq('  Ayse.Yilmaz@Example.com ', { kind: 'erasure', message: 'Beni silin http://reklam.example' }), from(ip), T);
    expect(result).toMatchObject({ ok: true, message: REQUEST_MESSAGES.codeSent, data: { next: 'code', channel: 'email' } });
    const id = result.ok && result.data.next === 'code' ? result.data.requestId : '';
    expect(await request(id)).toMatchObject({
      kind: 'erasure', channel: 'email', contact: 'ayse.yilmaz@example.com', status: 'unverified', code_attempts: 0,
      verified_at: null, due_at: null, ip, expires_in_15: true, message: 'Beni silin http://reklam.example',
    });
    const code = await codeOf(id);
    const [row] = await q<{ code_hash: string }>(`select code_hash from kvkk_requests where id = $1`, [id]);
    expect(row.code_hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    const mails = await q<Row>(`select to_email, kind, status, subject, body, html from email_outbox where reference_id = $1`, [id]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_email: 'ayse.yilmaz@example.com', kind: 'kvkk_request_code', status: 'queued' });
    expect(mails[0].subject).not.toContain(code);
    expect(`${mails[0].body}${mails[0].html}`).not.toMatch(/reklam\.example|Beni silin/);
  });

  it('counts a wrong code as a try; the fifth wrong one locks the request, even against the right code', async () => {
    const id = await submitEmail('yanlis@example.com');
    const code = await codeOf(id);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      expect(await verifyKvkkRequest({ requestId: id, code: wrong }, at(MIN))).toMatchObject({ ok: false, status: 400, error: `${REQUEST_MESSAGES.wrongCode} ${left} deneme hakkınız kaldı.` });
    }
    expect(await verifyKvkkRequest({ requestId: id, code: wrong }, at(MIN))).toMatchObject({ ok: false, status: 429, error: REQUEST_MESSAGES.locked });
    expect(await verifyKvkkRequest({ requestId: id, code }, at(2 * MIN))).toMatchObject({ ok: false, status: 429, error: REQUEST_MESSAGES.locked });
    expect(await request(id)).toMatchObject({ status: 'unverified', code_attempts: 5, verified_at: null });
  });

  it('refuses an expired code and a malformed one, and keeps the request unverified', async () => {
    const id = await submitEmail('gec@example.com');
    const code = await codeOf(id);
    expect(await verifyKvkkRequest({ requestId: id, code }, at(15 * MIN))).toMatchObject({ ok: false, status: 400, error: REQUEST_MESSAGES.expired });
    expect(await verifyKvkkRequest({ requestId: id, code: '12a456' }, at(MIN))).toMatchObject({ ok: false, status: 400 });
    expect(await verifyKvkkRequest({ requestId: '00000000-0000-4000-8000-000000000000', code }, at(MIN)))
      .toMatchObject({ ok: false, error: REQUEST_MESSAGES.unknown });
    expect(await request(id)).toMatchObject({ status: 'unverified', code_attempts: 0 });
  });

  it('opens the request with the right code: due 30 days after verification, the code forgotten', async () => {
    const id = await submitEmail('dogru@example.com');
    const code = await codeOf(id);
    const verifiedAt = at(15 * MIN - 1000);
    const dueAt = new Date(verifiedAt.getTime() + 30 * DAY).toISOString();
    expect(await verifyKvkkRequest({ requestId: id, code: ` ${code} ` }, verifiedAt)).toEqual({ ok: true, data: { dueAt }, message: REQUEST_MESSAGES.verified });
    const row = await request(id);
    expect(row).toMatchObject({ status: 'open', code_hash: null, code_expires_at: null });
    expect(new Date(row.verified_at as string).toISOString()).toBe(verifiedAt.toISOString());
    expect(new Date(row.due_at as string).toISOString()).toBe(dueAt);
    // A second click answers the same, and nothing changes.
    expect(await verifyKvkkRequest({ requestId: id, code }, at(20 * MIN))).toMatchObject({ ok: true, data: { dueAt } });
  });

  it('texts a mobile number the code at once (fixed words, one part, no salon), and opens the request only with it', async () => {
    const { texts, provider } = recordingProvider();
    const result = await submitKvkkRequest(phoneReq('0 (532) 111 22 33', { kind: 'correction', message: 'Adresim eski http://reklam.example' }), from(newIp()), T, { smsProvider: provider });
    expect(result).toMatchObject({ ok: true, message: REQUEST_MESSAGES.codeTexted, data: { next: 'code', channel: 'phone' } });
    const id = result.ok && result.data.next === 'code' ? result.data.requestId : '';
    expect(await request(id)).toMatchObject({
      channel: 'phone', contact: '05321112233', status: 'unverified', verified_at: null, due_at: null, code_attempts: 0, expires_in_15: true,
    });
    // Queued with the request and handed over before the answer: the requester is waiting for it.
    const rows = await q<Row>(`select to_phone, kind, salon_id, status, provider_id, parts, body from sms_outbox where reference_id = $1`, [id]);
    expect(rows).toEqual([{
      to_phone: '05321112233', kind: 'kvkk_request_code', salon_id: null, status: 'sent', provider_id: '700001', parts: 1, body: expect.any(String),
    }]);
    expect(texts).toEqual([{ to: '05321112233', text: rows[0].body, turkish: true }]);
    const code = await textedCodeOf(id);
    expect(rows[0].body).not.toMatch(/reklam|Adresim/);
    const [{ code_hash: hash }] = await q<{ code_hash: string }>(`select code_hash from kvkk_requests where id = $1`, [id]);
    expect(hash).not.toContain(code);
    expect(await q(`select 1 from email_outbox where reference_id = $1`, [id])).toEqual([]);

    // The same tries as an e-mail code, then the right one opens it: due 30 days after.
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await verifyKvkkRequest({ requestId: id, code: wrong }, at(MIN))).toMatchObject({ ok: false, status: 400, error: `${REQUEST_MESSAGES.wrongCode} 4 deneme hakkınız kaldı.` });
    const dueAt = at(2 * MIN + 30 * DAY).toISOString();
    expect(await verifyKvkkRequest({ requestId: id, code }, at(2 * MIN))).toEqual({ ok: true, data: { dueAt }, message: REQUEST_MESSAGES.verifiedPhone });
    expect(await request(id)).toMatchObject({ status: 'open', code_hash: null, code_expires_at: null, code_attempts: 1 });
    expect(new Date((await request(id)).verified_at as string).toISOString()).toBe(at(2 * MIN).toISOString());
    expect(await verifyKvkkRequest({ requestId: id, code }, at(3 * MIN))).toMatchObject({ ok: true, data: { dueAt }, message: REQUEST_MESSAGES.verifiedPhone });
  });

  it('keeps the code text queued when no provider is set up, and locks and expires it like the mail\'s', async () => {
    const result = await submitKvkkRequest(phoneReq('05321114455'), from(newIp()), T, { smsProvider: null });
    expect(result).toMatchObject({ ok: true, message: REQUEST_MESSAGES.codeTexted });
    const id = result.ok && result.data.next === 'code' ? result.data.requestId : '';
    expect(await q(`select status, attempts from sms_outbox where reference_id = $1`, [id])).toEqual([{ status: 'queued', attempts: 0 }]);
    const code = await textedCodeOf(id);
    expect(await verifyKvkkRequest({ requestId: id, code }, at(15 * MIN))).toMatchObject({ ok: false, status: 400, error: REQUEST_MESSAGES.expired });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await verifyKvkkRequest({ requestId: id, code: wrong }, at(MIN));
    expect(await verifyKvkkRequest({ requestId: id, code: wrong }, at(MIN))).toMatchObject({ ok: false, status: 429, error: REQUEST_MESSAGES.locked });
    expect(await verifyKvkkRequest({ requestId: id, code }, at(MIN))).toMatchObject({ ok: false, status: 429 });
    expect(await request(id)).toMatchObject({ status: 'unverified', verified_at: null });
  });

  it('answers a number past its daily SMS budget the same, and sends it nothing more', async () => {
    const phone = '05321116677';
    // Booking texts have spent the number's day (platform/limits/budgets.ts smsRecipient).
    for (let i = 0; i < BUDGETS.smsRecipient.limit; i++) {
      await q(`insert into auth_attempts (scope, identifier, ip_address, succeeded, created_at) values ('budget', $1, 'unknown', true, $2)`,
        [`smsRecipient:${phone}`, T.toISOString()]);
    }
    const { texts, provider } = recordingProvider();
    const result = await submitKvkkRequest(phoneReq(phone), from(newIp()), T, { smsProvider: provider });
    expect(result).toMatchObject({ ok: true, message: REQUEST_MESSAGES.codeTexted, data: { next: 'code' } });
    expect(await q(`select status from sms_outbox where to_phone = $1`, [phone])).toEqual([{ status: 'failed' }]);
    expect(texts).toEqual([]);
  });

  it('records a landline\'s request open at once, unverified, due in 30 days, and sends no message', async () => {
    const { texts, provider } = recordingProvider();
    const result = await submitKvkkRequest(phoneReq('0 (212) 111 22 33', { kind: 'correction', message: 'Soyadım yanlış yazılmış' }), from(newIp()), T, { smsProvider: provider });
    expect(result).toEqual({ ok: true, message: REQUEST_MESSAGES.phoneReceived, data: { next: 'callback', channel: 'phone', dueAt: at(30 * DAY).toISOString() } });
    const [row] = await q<Row>(`select id, status, contact, verified_at, code_hash from kvkk_requests where contact = '02121112233'`);
    expect(row).toMatchObject({ status: 'open', verified_at: null, code_hash: null });
    expect(await q(`select 1 from email_outbox where reference_id = $1 union all select 1 from sms_outbox where reference_id = $1`, [row.id])).toEqual([]);
    expect(texts).toEqual([]);
    // Nothing to verify: a code for it is refused like an unknown one.
    expect(await verifyKvkkRequest({ requestId: row.id, code: '123456' }, at(MIN))).toMatchObject({ ok: false, status: 400, error: REQUEST_MESSAGES.unknown });
    // A correction says what to correct.
    expect(await submitKvkkRequest(phoneReq('02121112233', { kind: 'correction' }), from(newIp()), T))
      .toMatchObject({ ok: false, status: 400, fieldErrors: { message: expect.any(String) } });
  });

  it('lets only an e-mail or a mobile number wait for a code, and an e-mail open only once proven (the database says so too)', async () => {
    const insert = (channel: string, contact: string, status: string, verified: boolean) => q(
      `insert into kvkk_requests (kind, channel, contact, status, verified_at, due_at) values ('access', $1, $2, $3, $4, $5)`,
      [channel, contact, status, verified ? T.toISOString() : null, status === 'unverified' ? null : at(30 * DAY).toISOString()]);
    const code = (p: Promise<unknown>) => p.then(() => 'ok', (e) => e.code ?? e.cause?.code);
    expect(await code(insert('phone', '02121119999', 'unverified', false))).toBe('23514');
    expect(await code(insert('phone', '05321119999', 'unverified', true))).toBe('23514');
    expect(await code(insert('email', 'kanit@example.com', 'open', false))).toBe('23514');
    expect(await code(insert('phone', '05321119999', 'unverified', false))).toBe('ok');
    expect(await code(insert('phone', '05321119999', 'open', true))).toBe('ok');
    expect(await code(insert('phone', '02121119999', 'open', false))).toBe('ok');
    // A mobile's request opened before texts existed (migration 20261129080000) stays valid.
    expect(await code(insert('phone', '05321118888', 'open', false))).toBe('ok');
    await q(`delete from kvkk_requests where contact in ('05321119999', '02121119999', '05321118888')`);
  });

  it('stops the next request to one contact and from one address at their budgets, writing and mailing nothing', async () => {
    const contactLimit = BUDGETS.kvkkContact.limit;
    for (let i = 0; i < contactLimit; i++) await submitEmail('hedef@example.com');
    const refused = await submitKvkkRequest(emailReq('HEDEF@example.com'), from(newIp()), at(MIN));
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect(!refused.ok && refused.error.startsWith(BUDGETS.kvkkContact.message)).toBe(true);
    expect(await q(`select 1 from email_outbox where to_email = 'hedef@example.com'`)).toHaveLength(contactLimit);
    expect(await q(`select 1 from kvkk_requests where contact = 'hedef@example.com'`)).toHaveLength(contactLimit);

    const ip = newIp();
    const addressLimit = BUDGETS.kvkkAddress.limit;
    for (let i = 0; i < addressLimit; i++) await submitEmail(`kisi${i}@example.com`, ip);
    const script = await submitKvkkRequest(emailReq('baska@example.com'), from(ip), at(MIN));
    expect(script).toMatchObject({ ok: false, status: 429 });
    expect(!script.ok && script.error.startsWith(BUDGETS.kvkkAddress.message)).toBe(true);
    expect(await q(`select 1 from email_outbox where to_email = 'baska@example.com'`)).toEqual([]);
    // A phone is a contact too: no more requests, and no more code texts.
    for (let i = 0; i < contactLimit; i++) {
      expect((await submitKvkkRequest(phoneReq('05329998877'), from(newIp()), T, { smsProvider: null })).ok).toBe(true);
    }
    expect(await submitKvkkRequest(phoneReq('05329998877'), from(newIp()), T, { smsProvider: null })).toMatchObject({ ok: false, status: 429 });
    expect(await q(`select 1 from sms_outbox where to_phone = '05329998877'`)).toHaveLength(contactLimit);
    // A day later the contact may ask again.
    expect((await submitKvkkRequest(emailReq('hedef@example.com'), from(newIp()), at(DAY))).ok).toBe(true);
  });

  it('answers the same whether or not the contact belongs to a customer', async () => {
    await q(`insert into customers (phone, first_name, last_name, email) values ('05417770011', 'Zerrin', 'Yaldız', 'zerrin@example.com')`);
    const strip = (r: Awaited<ReturnType<typeof submitKvkkRequest>>) => (r.ok && r.data.next === 'code' ? { ...r, data: { ...r.data, requestId: 'x' } } : r);
    const known = await submitKvkkRequest(emailReq('zerrin@example.com'), from(newIp()), T);
    const unknown = await submitKvkkRequest(emailReq('kimsesiz@example.com'), from(newIp()), T);
    expect(strip(known)).toEqual(strip(unknown));
    const mail = async (to: string) => (await q<{ subject: string; body: string }>(`select subject, body from email_outbox where to_email = $1`, [to]))[0];
    const [a, b] = [await mail('zerrin@example.com'), await mail('kimsesiz@example.com')];
    expect(a.subject).toBe(b.subject);
    expect(a.body.replace(/\d{6}/, 'KOD')).toBe(b.body.replace(/\d{6}/, 'KOD'));
    const wrong = async (r: typeof known) => verifyKvkkRequest({ requestId: r.ok && r.data.next === 'code' ? r.data.requestId : '', code: '999999' }, at(MIN));
    const [wa, wb] = [await wrong(known), await wrong(unknown)];
    // '999999' may be one of the two codes (one chance in a million): only compare when it is not.
    if (!wa.ok && !wb.ok) expect(wa).toEqual(wb);
    const phone = async (p: string) => strip(await submitKvkkRequest(phoneReq(p, { kind: 'erasure' }), from(newIp()), T, { smsProvider: null }));
    expect(await phone('05417770011')).toEqual(await phone('05417770099'));
    const text = async (to: string) => (await q<{ body: string }>(`select body from sms_outbox where to_phone = $1`, [to]))[0].body;
    expect((await text('05417770011')).replace(/\d{6}/, 'KOD')).toBe((await text('05417770099')).replace(/\d{6}/, 'KOD'));
  });

  describe('the back-office', () => {
    const admins: Record<'superadmin' | 'admin' | 'moderator', { id: string; token: string }> = {} as never;
    let openId: string;
    let pendingId: string;
    const list = (raw: Record<string, string> = {}) => loadKvkkRequestPage(parseTableQuery(raw, KVKK_REQUEST_TABLE));

    beforeAll(async () => {
      for (const role of ['superadmin', 'admin', 'moderator'] as const) {
        const [{ id }] = await q<{ id: string }>(`insert into admin_users (email, password_hash, full_name, role) values ($1, 'x', $2, $3) returning id`,
          [`${role}@ornek.com`, `Ad ${role}`, role]);
        admins[role] = { id, token: (await createAdminSession(id, { ipAddress: '203.0.113.9', userAgent: 'vitest' })).token };
      }
      openId = await submitEmail('acik@example.com');
      await verifyKvkkRequest({ requestId: openId, code: await codeOf(openId) }, at(MIN));
      pendingId = await submitEmail('bekleyen@example.com');
    });

    it('refuses the list and the answer to a visitor and to a moderator, and changes nothing', async () => {
      const answer = { id: openId, outcome: 'done', note: 'Verileriniz gönderildi.' };
      jar.token = undefined;
      await expect(list()).rejects.toThrow(REDIRECT);
      await expect(resolveKvkkRequestAction(answer)).rejects.toThrow(REDIRECT);
      jar.token = admins.moderator.token;
      await expect(list()).rejects.toMatchObject({ digest: FORBIDDEN });
      expect(await resolveKvkkRequestAction(answer)).toEqual({ ok: false, status: 403, error: FORBIDDEN_MESSAGE, fieldErrors: undefined });
      expect(await request(openId)).toMatchObject({ status: 'open', handled_at: null });
      expect(await q(`select 1 from admin_activity_logs where target_type = 'kvkk_request'`)).toEqual([]);
    });

    it('lists open requests for an admin, nearest deadline first, with counts, search and tabs', async () => {
      jar.token = admins.admin.token;
      const page = await list();
      expect(page.rows.every((r) => r.status === 'open')).toBe(true);
      const dues = page.rows.map((r) => r.dueAt!);
      expect(dues).toEqual([...dues].sort());
      expect(page.counts.open).toBe(page.total);
      expect(page.counts.all).toBe(page.counts.open + page.counts.unverified + page.counts.done + page.counts.rejected);
      expect((await list({ q: 'ACIK@example' })).rows.map((r) => r.id)).toEqual([openId]);
      expect((await list({ q: '0532 111 22 33', filter: 'all' })).rows.map((r) => r.contact)).toEqual(['05321112233']);
      expect((await list({ q: 'soyadim' })).rows.map((r) => r.contact)).toEqual(['02121112233']);
      expect((await list({ q: 'adresim' })).rows.map((r) => r.contact)).toEqual(['05321112233']);
      expect((await list({ filter: 'unverified', q: 'bekleyen' })).rows.map((r) => r.id)).toEqual([pendingId]);
      jar.token = admins.superadmin.token;
      expect((await list()).total).toBe(page.total);
    });

    it('records an admin\'s answer once, mails it to the verified address and logs it without the person', async () => {
      jar.token = admins.admin.token;
      expect(await resolveKvkkRequestAction({ id: openId, outcome: 'rejected', note: '  ' })).toMatchObject({ ok: false, status: 400, fieldErrors: { note: expect.any(String) } });
      const done = await resolveKvkkRequestAction({ id: openId, outcome: 'done', note: 'Verilerinizin kopyası ayrıca gönderildi.' });
      expect(done).toMatchObject({ ok: true, data: { kind: 'access', outcome: 'done', mailed: true } });
      expect(await request(openId)).toMatchObject({ status: 'done', handled_by: admins.admin.id, resolution_note: 'Verilerinizin kopyası ayrıca gönderildi.' });
      const [mail] = await q<Row>(`select to_email, body from email_outbox where kind = 'kvkk_request_result' and reference_id = $1`, [openId]);
      expect(mail.to_email).toBe('acik@example.com');
      expect(mail.body).toContain('Verilerinizin kopyası ayrıca gönderildi.');
      const logs = await q<Row>(`select admin_id, action, target_id, description from admin_activity_logs where target_type = 'kvkk_request'`);
      expect(logs).toEqual([{ admin_id: admins.admin.id, action: 'KVKK_REQUEST_DONE', target_id: openId, description: expect.any(String) }]);
      expect(logs[0].description).not.toContain('acik@');
      expect(await resolveKvkkRequestAction({ id: openId, outcome: 'rejected', note: 'Tekrar' })).toMatchObject({ ok: false, status: 409, error: RESOLVE_MESSAGES.answered });
      expect(await resolveKvkkRequestAction({ id: pendingId, outcome: 'done', note: 'Olmaz' })).toMatchObject({ ok: false, status: 409, error: RESOLVE_MESSAGES.unverified });
      const answered = (await list({ filter: 'done', q: 'acik' })).rows[0];
      expect(answered).toMatchObject({ status: 'done', handledByName: 'Ad admin' });
    });
  });

  it('deletes unverified requests after 7 days and answered ones after 3 years; open ones stay', async () => {
    const now = new Date('2031-06-01T09:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    await q(`delete from kvkk_requests`);
    let n = 0;
    const add = (status: string, createdAt: string, handledAt: string | null = null) => q<{ id: string }>(
      `insert into kvkk_requests (kind, channel, contact, status, verified_at, due_at, resolution_note, handled_at, created_at)
       values ('access', 'email', $1, $2, $3, $4, $5, $6, $7) returning id`,
      [`saklama${++n}@example.com`, status, status === 'unverified' ? null : createdAt,
        status === 'unverified' ? null : createdAt, handledAt ? 'Yanıtlandı' : null, handledAt, createdAt]).then((r) => r[0].id);
    await add('unverified', ago(7 * DAY + MIN));
    const fresh = await add('unverified', ago(7 * DAY - MIN));
    const oldOpen = await add('open', ago(4 * 365 * DAY));
    await add('done', ago(4 * 365 * DAY), '2028-06-01T08:59:00Z');
    const recent = await add('rejected', ago(4 * 365 * DAY), '2028-06-01T09:01:00Z');
    const run = await test.conn.db.transaction((tx) => applyRetention(tx, now, 730));
    const count = (category: string) => run.counts.find((c) => c.category === category)!.rows;
    expect([count('kvkk_requests.unverified'), count('kvkk_requests.answered')]).toEqual([1, 1]);
    expect((await q<{ id: string }>(`select id from kvkk_requests order by id`)).map((r) => r.id).sort()).toEqual([fresh, oldOpen, recent].sort());
    const records = await q<Row>(`select category, method, row_count, detail from data_destruction_log where category like 'kvkk_requests.%' order by category`);
    expect(records.map((r) => [r.category, r.method, r.row_count])).toEqual([['kvkk_requests.answered', 'deleted', 1], ['kvkk_requests.unverified', 'deleted', 1]]);
    for (const r of records) expect(r.detail).not.toContain('@');
  });
});
