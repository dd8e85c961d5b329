// Hostile input generator shared by the fuzz tests (Vitest against route handlers and actions,
// Playwright against the built server). Seeded, so a failure names a case that can be replayed.
// Every generated body is invalid on purpose (each mutation puts a value its field refuses),
// so the tests can require that no row is ever written.

/** Small deterministic PRNG (mulberry32). */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}
export type Rng = ReturnType<typeof rng>;

/** Values of the wrong JSON type for any field. */
export const WRONG_TYPES: unknown[] = [null, 0, -1, 1.5, 1e308, true, false, [], [1, 2], {}, { $gt: '' }, ['a'], { toString: 'x' }];

/** Strings no text field accepts: control characters, lone surrogates, far too long. */
export const BAD_TEXT: string[] = [
  'Ali\u0000Veli', '\u0000', 'x\u0000', 'a\u0007b', '\u001b[31mkırmızı', 'Ali\ud800', '\udfff', 'x'.repeat(100_000),
];

/** Strings that are no date the app accepts (and used to reach PostgreSQL as 22008 / 22007). */
export const BAD_DATES: string[] = [
  '0000-01-01', '9999-12-31', '1999-12-31', '2101-01-01', '2030-02-30', '2030-13-01', '2030-1-1', '30-01-2030',
  '2030-01-01T10:00', '2030-01-01\u0000', '', ' ', 'yarın', '+002030-01-01', '2030-01-01 ', '%FF',
];

export const BAD_TIMES: string[] = ['24:00', '10:60', '9:00', '10:00:30', '10', '', '10:00\u0000', '-1:00', '99:99', 'öğlen'];

export const BAD_IDS: string[] = [
  '', 'x', '1', "' or 1=1 --", '00000000-0000-0000-0000-00000000000g', '%FF', '\u0000', '../../etc/passwd',
  '00000000-0000-0000-0000-000000000000\u0000', '{00000000-0000-0000-0000-000000000000}', 'a'.repeat(5000),
];

export const BAD_PHONES: string[] = ['', '0', '555', '+90 555 123 45 678', '00000', 'telefon', '\u0000', '0555123456\u00007', '1'.repeat(41)];

export const BAD_EMAILS: string[] = ['x', 'a@', '@b.c', 'a@b', 'ali@örnek', 'a b@c.de', `${'a'.repeat(250)}@b.co`, 'a@b.c\u0000'];

/** Query-string values, raw (already %-encoded where it matters). */
export const HOSTILE_QUERY_VALUES: string[] = [
  '%00', 'a%00b', '%FF', '%C0%AF', '%E0%80', '%', '%%', '%2', '%ZZ', '0000-01-01', '9999-12-31', '-1', '0', '1e309',
  '2147483648', '99999999999999999999', 'NaN', '%27%20or%201%3D1--', '%3Cscript%3E', 'a'.repeat(3000),
  '%F0%9F%98%80', '%ED%A0%80', '..%2F..%2F', '%0D%0ASet-Cookie:x=1', '[]', '{}',
];

/** Path segments: bad %-encoding, NUL, traversal, very long. */
export const HOSTILE_SEGMENTS: string[] = [
  '%FF', '%C0%AF', '%E0%80%80', '%', '%2', '%ZZ', '%00', 'istanbul%00', 'a%00b', '..%2F..%2Fetc', '%2e%2e', 'x'.repeat(2000),
  '%ED%A0%80', '%F4%90%80%80', '00000000-0000-0000-0000-000000000000', 'İSTANBUL', '%20', '%0A',
];

export type FieldKind = 'text' | 'optionalText' | 'date' | 'time' | 'id' | 'phone' | 'optionalPhone' | 'email' | 'optionalEmail'
  | 'rating' | 'password' | 'token';

/** A value its field refuses, of any kind. */
export function invalidValue(kind: FieldKind, r: Rng): unknown {
  const wrongType = () => r.pick(WRONG_TYPES.filter((v) => v !== null || !kind.startsWith('optional')));
  switch (kind) {
    case 'text': return r.pick([...BAD_TEXT, '', ' ', null, undefined, 5, {}, []]);
    case 'optionalText': return r.pick([...BAD_TEXT, 5, true, {}, []]);
    case 'date': return r.pick([...BAD_DATES, ...BAD_DATES, wrongType()]);
    case 'time': return r.pick([...BAD_TIMES, wrongType()]);
    case 'id': return r.pick([...BAD_IDS, wrongType(), undefined]);
    case 'token': return r.pick(['', 'x', '0'.repeat(63), 'G'.repeat(64), `${'a'.repeat(64)}\u0000`, '%FF', wrongType(), undefined]);
    case 'phone': return r.pick([...BAD_PHONES, wrongType(), undefined]);
    case 'optionalPhone': return r.pick([...BAD_PHONES.filter(Boolean), 5, {}, []]);
    case 'email': return r.pick([...BAD_EMAILS, '', wrongType(), undefined]);
    case 'optionalEmail': return r.pick([...BAD_EMAILS, 5, {}, []]);
    case 'rating': return r.pick([0, 6, 2.5, -1, '5', null, NaN, 1e309, [], {}]);
    case 'password': return r.pick(['', '12345', 'a'.repeat(201), null, 5, {}, []]);
  }
}

/**
 * `count` bodies for an endpoint: wrong top-level types, then `valid` with one to three fields
 * replaced by values they refuse (the fields are described by `shape`).
 */
export function hostileBodies(seed: number, valid: Record<string, unknown>, shape: Record<string, FieldKind>, count: number): unknown[] {
  const r = rng(seed);
  const fields = Object.keys(shape);
  const bodies: unknown[] = [null, [], [valid], 'metin', 42, true, {}];
  while (bodies.length < count) {
    const body: Record<string, unknown> = { ...valid };
    const mutations = 1 + r.int(3);
    for (let i = 0; i < mutations; i++) {
      const field = r.pick(fields);
      body[field] = invalidValue(shape[field], r);
    }
    // Half the time also add junk keys (ignored, never trusted).
    if (r.next() < 0.5) Object.assign(body, { customerId: r.pick(BAD_IDS), isAdmin: true, status: 'confirmed' });
    // Every body carries at least one refused value, whatever the mutations did.
    const forced = r.pick(fields);
    if (body[forced] === valid[forced]) body[forced] = invalidValue(shape[forced], r);
    bodies.push(body);
  }
  return bodies;
}

/** Messages a person or a client sees must be Turkish: no zod/framework English. */
export const ENGLISH_MESSAGE = /invalid input|expected|received|too (big|small)|must (be|contain)|required|unrecognized|nan/i;
