// Real failed queries, logged through the server's console: the log tells what failed and why,
// and carries no token hashes, password hashes or customers' e-mail addresses.
import { createHash, randomBytes } from 'node:crypto';
import { format } from 'node:util';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, customerSessions } from '@/platform/db/schema';
import { installLogRedaction, redact } from '@/platform/log';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

describe.each(databaseKinds)('log redaction on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => { test = await createMigratedDatabase(kind); });
  afterAll(async () => { await test?.dispose(); });

  /** A console whose lines are kept, with the server's redaction installed. */
  function serverConsole() {
    const lines: string[] = [];
    const target = { error: (...args: unknown[]) => lines.push(format(...args)), warn: (...args: unknown[]) => lines.push(format(...args)) };
    installLogRedaction(target);
    return { target, lines };
  }

  it('logs a failed insert with its query and reason, without the e-mail, password hash or token hash', async () => {
    const email = 'ayse.yilmaz@ornek.com';
    const passwordHash = bcrypt.hashSync('gizli123', 4);
    const tokenHash = createHash('sha256').update(randomBytes(32)).digest('hex');
    const failures: unknown[] = [];
    const row = { phone: '05321112233', firstName: 'Ayşe', lastName: 'Yılmaz', email, passwordHash };
    await test.conn.db.insert(customers).values(row);
    // The same phone again (unique), and a session of a customer that does not exist (foreign key).
    await test.conn.db.insert(customers).values(row).catch((e: unknown) => failures.push(e));
    await test.conn.db.insert(customerSessions)
      .values({ customerId: '00000000-0000-4000-8000-000000000000', tokenHash, expiresAt: new Date() })
      .catch((e: unknown) => failures.push(e));
    expect(failures).toHaveLength(2);
    // What an unredacted log would have shown: the parameters are in the errors.
    expect(format(failures[0])).toContain(email);

    const { target, lines } = serverConsole();
    for (const failure of failures) target.error('[api]', failure);
    target.warn(`giriş başarısız: ${email} ${tokenHash}`);
    const log = lines.join('\n');
    expect(log).toContain('Failed query: insert into "customers"');
    expect(log).toContain('insert into "customer_sessions"');
    expect(log).toMatch(/unique|benzersiz|duplicate/i);
    for (const secret of [email, passwordHash, tokenHash, 'ayse.yilmaz']) expect(log).not.toContain(secret);
    expect(log).toContain('a***@ornek.com');
  });
});

describe('redact', () => {
  it('masks addresses, bcrypt hashes and tokens, and leaves ordinary text and ids alone', () => {
    expect(redact('mail to x.y@z.com.tr failed')).toBe('mail to x***@z.com.tr failed');
    expect(redact('salon 7d1f6a2c-1b2e-4c3d-9e8f-0a1b2c3d4e5f, order SR1732500000ABC')).toBe('salon 7d1f6a2c-1b2e-4c3d-9e8f-0a1b2c3d4e5f, order SR1732500000ABC');
    expect(redact(`hash ${'$2a$10$'}${'a'.repeat(53)}`)).toBe('hash [gizli]');
  });
});
