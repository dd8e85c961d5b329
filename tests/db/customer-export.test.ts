// The customer's export (KVKK art. 11, features/privacy/server/export.ts) on a real database:
// (a) a customer with a row in every source finds each of them, and nothing of another customer,
// no password or token hash, no mail or text body; (b) every column of the schema that refers to a
// customer is a declared source, a copy on a source's rows, or a commented exclusion
// (features/privacy/rules/export-sources.ts), so a new table with a customer reference fails here
// until someone decides whether the customer sees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { loadCustomerExport } from '@/features/privacy/server/export';
import { coveredColumns, EXPORT_EXCLUSIONS, EXPORT_SOURCES } from '@/features/privacy/rules/export-sources';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { NOW, privacyFixtures, type FullCustomer } from './privacy-fixtures';

/** table.column of every public column that refers to a customer: by foreign key, or by its name. */
async function customerColumns(test: TestDatabase): Promise<string[]> {
  const rows = await test.conn.query<{ col: string }>(`
    select kcu.table_name || '.' || kcu.column_name as col
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
     where kcu.table_schema = 'public' and ccu.table_schema = 'public' and ccu.table_name = 'customers' and ccu.column_name = 'id'
    union
    select table_name || '.' || column_name from information_schema.columns
     where table_schema = 'public'
       and (column_name like 'customer\\_%' or column_name like '%phone%' or column_name like '%email%')`);
  return rows.map((r) => r.col).sort();
}

async function uncovered(test: TestDatabase): Promise<string[]> {
  const covered = coveredColumns();
  return (await customerColumns(test)).filter((c) => !covered.has(c));
}

describe.each(databaseKinds)('customer export on %s', (kind) => {
  let test: TestDatabase;
  const f = privacyFixtures(() => test);
  let zerrin: FullCustomer;
  let other: FullCustomer;

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    const salon = { ...(await f.salon('Işıltı Güzellik', 'salon@example.com')), email: 'salon@example.com' };
    zerrin = await f.customer(salon, { phone: '05417770011', firstName: 'Zerrin', lastName: 'Yaldızoğlu', email: 'zerrin@example.com' });
    other = await f.customer(salon, { phone: '05417770022', firstName: 'Burak', lastName: 'Demir', email: 'burak@example.com' }, { upcomingAt: '15:00' });
    // The same address used on a contact form: not the account's, so not in its export.
    await f.mail('zerrin@example.com', 'contact_reply', null, 'İletişim formunuz', 'Merhaba');
    // A guest booking with the same phone, and its text: nothing proves it was hers.
    const [{ id: guestId }] = await f.q(`insert into appointments (salon_id, customer_name, customer_phone, appointment_date, start_time, end_time)
               values ($1, 'Misafir', '05417770011', '2030-04-01', '09:00', '09:30') returning id`, [salon.id]);
    await f.sms('05417770011', 'booking_confirmation', guestId, salon.id, 'Merhaba Misafir, randevunuz alındı.');
  });
  afterAll(async () => { await test?.dispose(); });

  it('finds the customer’s row in every source, and only theirs', async () => {
    const data = await loadCustomerExport(zerrin.id, NOW);
    expect(data).not.toBeNull();
    const d = data!;
    expect(d.exportedAt).toBe(NOW.toISOString());
    expect(d.profile).toMatchObject({ phone: '05417770011', firstName: 'Zerrin', lastName: 'Yaldızoğlu', email: 'zerrin@example.com' });
    expect(d.sessions).toHaveLength(2);
    expect(d.sessions[0]).toEqual({ createdAt: NOW.toISOString(), expiresAt: expect.any(String), ipAddress: expect.stringMatching(/^203\.0\.113\./), userAgent: expect.stringMatching(/^Tarayıcı/) });
    expect(d.appointments.map((a) => a.id).sort()).toEqual([zerrin.completedId, zerrin.upcomingId, zerrin.pendingId, zerrin.cancelledId].sort());
    expect(d.appointments.find((a) => a.id === zerrin.cancelledId)).toMatchObject({ cancelledBy: 'salon', cancelReason: 'Zerrin Hanım aradı, gelemeyecek' });
    expect(d.appointments.find((a) => a.id === zerrin.completedId)).toMatchObject({
      salonName: 'Işıltı Güzellik', serviceName: 'Fön', staffName: 'Elif Şahin', date: '2030-05-01', startTime: '10:00', endTime: '10:30',
      status: 'completed', totalAmount: 300, customerName: 'Zerrin Yaldızoğlu', customerPhone: '05417770011',
      customerEmail: 'zerrin@example.com', notes: 'Zerrin için kısa kesim',
    });
    expect(d.reviews).toEqual([expect.objectContaining({
      id: zerrin.reviewId, salonName: 'Işıltı Güzellik', staffName: 'Elif Şahin', rating: 4, status: 'approved',
      comment: 'Ben Zerrin Yaldızoğlu, çok memnun kaldım.', reply: expect.objectContaining({ text: 'Teşekkürler Zerrin Hanım!' }),
    })]);
    expect(d.bills).toEqual([expect.objectContaining({
      id: zerrin.billId, salonName: 'Işıltı Güzellik', status: 'closed', total: '300.00', paidAmount: '300.00', balance: '0.00',
      lines: [{ description: 'Fön', quantity: 1, unitPrice: '300.00', discountAmount: '0.00', netAmount: '300.00' }],
      payments: [expect.objectContaining({ kind: 'payment', method: 'card', amount: '300.00' })],
    })]);
    // Her own mail about her records; not the salon's notice, not the contact form's reply.
    expect(d.emails.map((m) => [m.kind, m.to]).sort()).toEqual([
      ['bill_summary', 'zerrin@example.com'], ['booking_confirmation', 'zerrin@example.com'],
    ]);
    // Her own texts about her appointments, with their report; not the salon's, not the guest booking's.
    expect(d.texts.map((t) => [t.kind, t.to]).sort()).toEqual([
      ['appointment_reminder', '05417770011'], ['booking_confirmation', '05417770011'],
    ]);
    expect(d.texts[0]).toEqual({
      to: '05417770011', kind: expect.any(String), status: 'sent', delivery: 'delivered',
      createdAt: expect.any(String), sentAt: expect.any(String), deliveredAt: null,
    });
    expect(d.sources.map((s) => `${s.table}.${s.column}`)).toEqual(EXPORT_SOURCES.map((s) => `${s.table}.${s.column}`));
  });

  it('never carries a password hash, a token hash, a mail body or another customer’s data', async () => {
    const text = JSON.stringify(await loadCustomerExport(zerrin.id, NOW));
    const [{ password_hash: hash }] = await f.q(`select password_hash from customers where id = $1`, [zerrin.id]);
    const tokenHashes = await f.q(`select token_hash from customer_sessions where customer_id = $1`, [zerrin.id]);
    const manageHashes = await f.q(`select manage_token_hash from appointments where customer_id = $1`, [zerrin.id]);
    for (const secret of [hash, ...tokenHashes.map((r) => r.token_hash), ...manageHashes.map((r) => r.manage_token_hash)]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/password|token_?hash|\/randevu\/yonet\/|\/r\/|Detay ve iptal/i);
    for (const foreign of ['Burak', '05417770022', 'burak@example.com', 'Misafir', other.reviewId, other.billId]) {
      expect(text).not.toContain(foreign);
    }
  });

  it('has nothing for an unknown or closed account', async () => {
    expect(await loadCustomerExport('00000000-0000-4000-8000-000000000000', NOW)).toBeNull();
    await f.q(`update customers set is_active = false where id = $1`, [other.id]);
    expect(await loadCustomerExport(other.id, NOW)).toBeNull();
    await f.q(`update customers set is_active = true where id = $1`, [other.id]);
  });

  it('accounts for every column that refers to a customer, and lists nothing that is gone', async () => {
    expect(await uncovered(test)).toEqual([]);
    const existing = new Set((await test.conn.query<{ col: string }>(
      `select table_name || '.' || column_name as col from information_schema.columns where table_schema = 'public'`)).map((r) => r.col));
    const declared = [...coveredColumns()];
    expect(declared.filter((c) => !existing.has(c))).toEqual([]);
    // Each exclusion says why.
    for (const e of EXPORT_EXCLUSIONS) expect(e.why.length, `${e.table}.${e.column}`).toBeGreaterThan(5);
  });

  it('fails when a new table refers to a customer and the export does not cover it', async () => {
    await test.conn.execScript(`
      create table loyalty_cards (id serial primary key, holder uuid references customers(id));
      create table push_outbox (id serial primary key, to_phone text not null);`);
    try {
      expect(await uncovered(test)).toEqual(['loyalty_cards.holder', 'push_outbox.to_phone']);
    } finally {
      await test.conn.execScript('drop table loyalty_cards; drop table push_outbox;');
    }
  });
});
