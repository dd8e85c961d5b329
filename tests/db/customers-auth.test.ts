// Customer accounts on a real database: registration rules, bcrypt and legacy SHA-256 logins,
// the shared attempt limit, session expiry, renewal and logout.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { findCustomerBySessionToken } from '@/platform/access/customer-session-lookup';
import { createCustomerSession, CUSTOMER_SESSION_DAYS } from '@/platform/access/customer-sessions';
import {
  DUPLICATE_PHONE_MESSAGE, loginCustomer, logoutCustomer, NO_PASSWORD_MESSAGE, registerCustomer, WRONG_CREDENTIALS_MESSAGE,
} from '@/features/accounts/server/customer-auth';
import { ADDRESS_MAX_FAILURES, PAIR_MAX_FAILURES, TOO_MANY_ATTEMPTS_MESSAGE } from '@/platform/access/rate-limit';
import { resolveClientAddress } from '@/server/client-address.mjs';
import { hashPassword, verifyPassword } from '@/platform/access/password';
import bcrypt from 'bcryptjs';
import { loginSchema, registerSchema } from '@/features/accounts/schema';
import { inBatches } from '../support/batches';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { fixtures } from './customers-fixtures';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const validRegistration = {
  phone: '0 532 111 22 33', firstName: '  Ayşe ', lastName: 'Yılmaz', email: '', password: 'gizli123', passwordConfirm: 'gizli123',
};
const statusOf = (r: { ok: boolean; status?: number }) => (r.ok ? 200 : r.status);
const client = (ip = '203.0.113.1') => ({ ipAddress: ip, userAgent: 'vitest' });
const MINUTE = 60_000;

function messagesOf(input: unknown): Record<string, string> {
  const result = registerSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('registration rules (spec 1 §5)', () => {
  it('names trimmed to at least 2 letters, password 6–50 with a digit, matching confirmation, 11-digit phone', () => {
    expect(messagesOf({ ...validRegistration, firstName: ' A ' }).firstName).toBe('Lütfen adınızı giriniz');
    expect(messagesOf({ ...validRegistration, lastName: '   ' }).lastName).toBe('Lütfen soyadınızı giriniz');
    expect(messagesOf({ ...validRegistration, password: 'a1', passwordConfirm: 'a1' }).password).toBe('Şifre en az 6 karakter olmalıdır');
    const long = `${'a'.repeat(50)}1`;
    expect(messagesOf({ ...validRegistration, password: long, passwordConfirm: long }).password).toBe('Şifre en fazla 50 karakter olabilir');
    expect(messagesOf({ ...validRegistration, password: 'abcdefg', passwordConfirm: 'abcdefg' }).password).toBe('Şifre en az bir rakam içermelidir');
    expect(messagesOf({ ...validRegistration, passwordConfirm: 'gizli124' }).passwordConfirm).toBe('Şifreler eşleşmiyor');
    expect(messagesOf({ ...validRegistration, phone: '0532 111 22' }).phone).toBe('Geçerli bir telefon numarası giriniz (11 haneli)');
    expect(messagesOf({ ...validRegistration, phone: '15321112233' }).phone).toBe('Geçerli bir telefon numarası giriniz (11 haneli)');
    expect(messagesOf({ ...validRegistration, email: 'not-an-email' }).email).toBe('Geçerli bir e-posta adresi giriniz');
    expect(messagesOf(validRegistration)).toEqual({});
    const parsed = registerSchema.parse(validRegistration);
    expect(parsed).toMatchObject({ phone: '05321112233', firstName: 'Ayşe', email: null });
  });

  it('login needs a valid phone and a password of at least 6 characters', () => {
    const r = loginSchema.safeParse({ phone: '0532', password: '123' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Geçerli bir telefon numarası giriniz (11 haneli)', 'Şifre en az 6 karakter olmalıdır',
    ]);
  });
});

describe('password hashes and client addresses', () => {
  it('verifies bcrypt and legacy SHA-256 hashes and says which need a rehash', async () => {
    const hash = await hashPassword('gizli123');
    expect(bcrypt.getRounds(hash)).toBe(10);
    expect(await verifyPassword('gizli123', hash)).toEqual({ ok: true, needsRehash: false });
    expect(await verifyPassword('gizli124', hash)).toEqual({ ok: false });
    expect(await verifyPassword('gizli123', sha256('gizli123'))).toEqual({ ok: true, needsRehash: true });
    expect(await verifyPassword('gizli123', sha256('gizli123').toUpperCase())).toEqual({ ok: true, needsRehash: true });
    expect(await verifyPassword('gizli124', sha256('gizli123'))).toEqual({ ok: false });
    expect(await verifyPassword('gizli123', bcrypt.hashSync('gizli123', 4))).toEqual({ ok: true, needsRehash: true });
    // A plain-text or unknown value never matches, not even itself.
    expect(await verifyPassword('gizli123', 'gizli123')).toEqual({ ok: false });
    expect(await verifyPassword('', '')).toEqual({ ok: false });
  });

  it('takes the socket address unless proxies are trusted, so a rotated X-Forwarded-For changes nothing', () => {
    for (const forged of ['203.0.113.9', '198.51.100.1, 10.0.0.1', undefined]) {
      expect(resolveClientAddress(forged, '::ffff:192.0.2.7', 0)).toBe('192.0.2.7');
    }
    // One trusted proxy: it appended the client's address as the last entry.
    expect(resolveClientAddress('1.1.1.1, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(resolveClientAddress('9.9.9.9, 1.1.1.1, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(resolveClientAddress('<script>', '2001:db8::1', 0)).toBe('2001:db8::1');
    expect(resolveClientAddress(undefined, undefined, 0)).toBe('unknown');
  });
});

describe.each(databaseKinds)('customer accounts on %s', (kind) => {
  let test: TestDatabase;
  const f = fixtures(() => test);

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  it('registers with a bcrypt (cost 10) hash, signs in at once, and refuses the same phone twice', async () => {
    const result = await registerCustomer(registerSchema.parse(validRegistration), client());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.customer).toMatchObject({ phone: '05321112233', firstName: 'Ayşe', lastName: 'Yılmaz', email: null });
    expect(JSON.stringify(result.data.customer)).not.toMatch(/\$2[aby]\$/);
    expect(await findCustomerBySessionToken(result.data.session.token)).toMatchObject({ phone: '05321112233' });

    const [{ password_hash: hash }] = await f.q(`select password_hash from customers where phone = '05321112233'`);
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(hash).not.toContain('gizli123');

    const again = await registerCustomer(registerSchema.parse({ ...validRegistration, firstName: 'Başka' }), client());
    expect(again).toMatchObject({ ok: false, error: DUPLICATE_PHONE_MESSAGE, status: 409 });
    const [{ n }] = await f.q(`select count(*)::int as n from customers where phone = '05321112233'`);
    expect(Number(n)).toBe(1);
  });

  it('logs in with the bcrypt password and never returns the hash', async () => {
    const result = await loginCustomer({ phone: '05321112233', password: 'gizli123' }, client());
    expect(result.ok).toBe(true);
    expect(JSON.stringify(result)).not.toMatch(/password|\$2[aby]\$/i);
    expect(await loginCustomer({ phone: '05321112233', password: 'yanlis123' }, client()))
      .toMatchObject({ ok: false, error: WRONG_CREDENTIALS_MESSAGE, status: 401 });
    expect(await loginCustomer({ phone: '05329999999', password: 'gizli123' }, client()))
      .toMatchObject({ ok: false, error: WRONG_CREDENTIALS_MESSAGE, status: 401 });
  });

  it('accepts a legacy SHA-256 hash once and rehashes it to bcrypt', async () => {
    await f.customer('05331112233', 'Eski', 'Müşteri', sha256('eskiSifre1'));
    expect(await loginCustomer({ phone: '05331112233', password: 'eskiSifre2' }, client()))
      .toMatchObject({ ok: false, error: WRONG_CREDENTIALS_MESSAGE });
    const [{ password_hash: before }] = await f.q(`select password_hash from customers where phone = '05331112233'`);
    expect(before).toBe(sha256('eskiSifre1'));

    const first = await loginCustomer({ phone: '05331112233', password: 'eskiSifre1' }, client());
    expect(first.ok).toBe(true);
    const [{ password_hash: after }] = await f.q(`select password_hash from customers where phone = '05331112233'`);
    expect(after).toMatch(/^\$2[aby]\$10\$/);
    // The same password keeps working against the new hash; the old digest no longer exists.
    expect((await loginCustomer({ phone: '05331112233', password: 'eskiSifre1' }, client())).ok).toBe(true);
  });

  it('tells a customer without a stored password to contact the administrator', async () => {
    await f.customer('05341112233', 'Şifresiz', 'Müşteri', null);
    expect(await loginCustomer({ phone: '05341112233', password: 'herhangi1' }, client()))
      .toMatchObject({ ok: false, error: NO_PASSWORD_MESSAGE });
  });

  it('blocks the 11th attempt on one phone from one address for 15 minutes with 429, before checking the password', async () => {
    await registerCustomer(registerSchema.parse({ ...validRegistration, phone: '05351112233' }), client());
    const t0 = new Date('2030-03-01T10:00:00Z');
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) {
      const r = await loginCustomer({ phone: '05351112233', password: 'yanlis99' }, client('198.51.100.1'), new Date(t0.getTime() + i * 1000));
      expect(r).toMatchObject({ ok: false, status: 401 });
    }
    const blocked = await loginCustomer({ phone: '05351112233', password: 'gizli123' }, client('198.51.100.1'), new Date(t0.getTime() + 5 * MINUTE));
    expect(blocked).toMatchObject({ ok: false, error: TOO_MANY_ATTEMPTS_MESSAGE, status: 429 });
    // Refused attempts are not counted: 15 minutes after the failures the right password works.
    const later = await loginCustomer({ phone: '05351112233', password: 'gizli123' }, client('198.51.100.1'), new Date(t0.getTime() + 15 * MINUTE + 10_000));
    expect(later.ok).toBe(true);
  });

  it('lets the right password in from a new address after 50 failures from 50 others (a stranger cannot lock a customer out)', async () => {
    const at = new Date('2030-03-01T10:30:00Z');
    // Ten at a time: past 20 failures each answer is slowed by a second, which would add up in a row.
    const failures = await inBatches(50, 10, (i) =>
      loginCustomer({ phone: '05321112233', password: 'yanlis99' }, client(`10.8.0.${i + 1}`), at));
    expect(failures.every((r) => statusOf(r) === 401)).toBe(true);
    expect((await loginCustomer({ phone: '05321112233', password: 'gizli123' }, client('203.0.113.88'), at)).ok).toBe(true);
  });

  it('counts failures per client address across phones; a success resets only its own phone and address', async () => {
    const t0 = new Date('2030-03-01T11:00:00Z');
    const ip = '192.0.2.77';
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const r = await loginCustomer({ phone: `053600000${String(i).padStart(2, '0')}`, password: 'yanlis99' }, client(ip), new Date(t0.getTime() + i * 1000));
      expect(statusOf(r)).toBe(401);
    }
    const fromSameIp = await loginCustomer({ phone: '05321112233', password: 'gizli123' }, client(ip), new Date(t0.getTime() + MINUTE));
    expect(fromSameIp).toMatchObject({ status: 429, error: TOO_MANY_ATTEMPTS_MESSAGE });
    const fromOtherIp = await loginCustomer({ phone: '05321112233', password: 'gizli123' }, client('192.0.2.78'), new Date(t0.getTime() + MINUTE));
    expect(fromOtherIp.ok).toBe(true);

    // Phone + address counter: 9 failures, a success, then 10 more failures are all answered normally.
    const t1 = new Date('2030-03-01T12:00:00Z');
    const at = (s: number) => new Date(t1.getTime() + s * 1000);
    for (let i = 0; i < 9; i++) await loginCustomer({ phone: '05321112233', password: 'yanlis99' }, client('10.0.0.1'), at(i));
    expect((await loginCustomer({ phone: '05321112233', password: 'gizli123' }, client('10.0.0.1'), at(20))).ok).toBe(true);
    for (let i = 0; i < 10; i++) {
      expect(statusOf(await loginCustomer({ phone: '05321112233', password: 'yanlis99' }, client('10.0.0.1'), at(30 + i)))).toBe(401);
    }
    expect(statusOf(await loginCustomer({ phone: '05321112233', password: 'gizli123' }, client('10.0.0.1'), at(60)))).toBe(429);
  });

  it('keeps the counters in auth_attempts, so every app server sees them', async () => {
    const [{ n }] = await f.q(`select count(*)::int as n from auth_attempts where scope = 'customer' and identifier = '05351112233' and not succeeded`);
    expect(Number(n)).toBe(10);
  });

  it('limits registrations per phone and per address like sign-in, checking a known phone before any bcrypt', async () => {
    const register = (phone: string, ip: string) => registerCustomer(registerSchema.parse({ ...validRegistration, phone }), client(ip));
    // Ayşe (05321112233) registered above. A probe of her phone is one read, no password hash.
    // Counted with spies that call through to the real bcryptjs: no hash, no compare.
    const hash = vi.spyOn(bcrypt, 'hash');
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      expect(await register('05321112233', '198.51.100.7')).toMatchObject({ ok: false, error: DUPLICATE_PHONE_MESSAGE, status: 409 });
      expect(hash).not.toHaveBeenCalled();
      expect(compare).not.toHaveBeenCalled();
    } finally {
      hash.mockRestore();
      compare.mockRestore();
    }

    // The issue's 15 probes of one existing phone (from different addresses): at most 10 answer.
    const answers = [];
    for (let i = 0; i < 15; i++) {
      const r = await register('05321112233', `198.51.101.${i}`);
      answers.push(r.ok ? 201 : r.status);
    }
    expect(answers.filter((s) => s === 409).length).toBeLessThanOrEqual(10);
    expect(answers.slice(-5)).toEqual([429, 429, 429, 429, 429]);

    // Per address: ten sign-ups from one address, the eleventh is refused and writes nothing.
    for (let i = 0; i < 10; i++) expect((await register(`0537000000${i}`, '198.51.102.1')).ok).toBe(true);
    expect(await register('05370000010', '198.51.102.1')).toMatchObject({ ok: false, error: TOO_MANY_ATTEMPTS_MESSAGE, status: 429 });
    const [{ n }] = await f.q(`select count(*)::int as n from customers where phone = '05370000010'`);
    expect(Number(n)).toBe(0);
    // Another address still registers, and a number typed with +90 is stored as the national number.
    const other = await register('+90 537 000 00 10', '198.51.102.2');
    expect(other.ok && other.data.customer.phone).toBe('05370000010');
  });

  it('treats an expired, unknown or malformed cookie as signed out', async () => {
    const [{ id }] = await f.q(`select id from customers where phone = '05321112233'`);
    const now = new Date();
    const old = await createCustomerSession(id, client(), new Date(now.getTime() - (CUSTOMER_SESSION_DAYS * 24 * 60 + 1) * MINUTE));
    expect(await findCustomerBySessionToken(old.token, now)).toBeNull();
    const fresh = await createCustomerSession(id, client(), now);
    expect(fresh.expiresAt.getTime() - now.getTime()).toBe(CUSTOMER_SESSION_DAYS * 24 * 60 * MINUTE);
    expect(await findCustomerBySessionToken(fresh.token, new Date(now.getTime() + 29 * 24 * 60 * MINUTE))).not.toBeNull();
    expect(await findCustomerBySessionToken(fresh.token, new Date(now.getTime() + 30 * 24 * 60 * MINUTE + 1))).toBeNull();
    expect(await findCustomerBySessionToken('0'.repeat(64))).toBeNull();
    expect(await findCustomerBySessionToken('not a token')).toBeNull();
    expect(await findCustomerBySessionToken(undefined)).toBeNull();
    // Only the hash is stored.
    const [{ n }] = await f.q(`select count(*)::int as n from customer_sessions where token_hash = $1`, [fresh.token]);
    expect(Number(n)).toBe(0);
  });

  it('renews the session at login (the old cookie stops working) and deletes it at logout', async () => {
    const first = await loginCustomer({ phone: '05321112233', password: 'gizli123' }, client());
    if (!first.ok) throw new Error(first.error);
    const oldToken = first.data.session.token;
    const second = await loginCustomer({ phone: '05321112233', password: 'gizli123' }, { ...client(), previousToken: oldToken });
    if (!second.ok) throw new Error(second.error);
    expect(second.data.session.token).not.toBe(oldToken);
    expect(await findCustomerBySessionToken(oldToken)).toBeNull();
    expect(await findCustomerBySessionToken(second.data.session.token)).not.toBeNull();

    await logoutCustomer(second.data.session.token);
    expect(await findCustomerBySessionToken(second.data.session.token)).toBeNull();
    await expect(logoutCustomer('garbage')).resolves.toBeUndefined();
  });
});
