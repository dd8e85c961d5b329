// The admin contact inbox's data layer on a real database: Turkish-insensitive search, status
// filter and paging, status changes stamping read_at, opening, mark all read, bulk archive and
// delete, and the CSV export of the filtered rows.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessagesCsv } from '@/features/contact/rules/export';
import { useConnectionForTests } from '@/platform/db';
import {
  archiveContactMessages, deleteContactMessages, listContactMessages, listContactMessagesForExport,
  markAllContactMessagesRead, openContactMessage, setContactMessageStatus,
} from '@/features/contact/server/contact-messages';
import { contactListQuerySchema } from '@/features/contact/schema.inbox';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

const NOW = new Date('2030-04-01T10:00:00Z');
const query = (raw: Record<string, string> = {}) => contactListQuerySchema.parse(raw);

describe.each(databaseKinds)('contact inbox on %s', (kind) => {
  let test: TestDatabase;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  beforeEach(async () => {
    await test.conn.query('delete from contact_messages');
    const add = async (key: string, name: string, minutesAgo: number, status = 'new', extra: { salon?: string; message?: string } = {}) => {
      const [row] = await test.conn.query<{ id: string }>(
        `insert into contact_messages (name, email, phone, salon_name, message, status, created_at)
         values ($1, $2, '05551234567', $3, $4, $5, $6) returning id`,
        [name, `${key}@example.com`, extra.salon ?? null, extra.message ?? null, status, new Date(NOW.getTime() - minutesAgo * 60_000).toISOString()]);
      ids[key] = row.id;
    };
    await add('isil', 'IŞIL Çağlar', 1, 'new', { salon: 'Işıltı Kuaför', message: '=1+1 demo istiyorum' });
    await add('omer', 'Ömer Şahin', 2, 'replied');
    await add('gul', 'Gül Yıldız', 3, 'archived', { message: 'Fiyatlar, "kampanya" ve iade' });
    for (let i = 0; i < 22; i += 1) await add(`bulk${i}`, `Kişi ${i}`, 10 + i);
  });

  it('pages newest first with per-status counts, and clamps a page past the end', async () => {
    const first = await listContactMessages(query(), 20);
    expect(first).toMatchObject({ total: 25, page: 1, pageCount: 2 });
    expect(first.rows.slice(0, 3).map((r) => r.name)).toEqual(['IŞIL Çağlar', 'Ömer Şahin', 'Gül Yıldız']);
    expect(first.counts).toEqual({ all: 25, new: 23, read: 0, replied: 1, scheduled: 0, archived: 1 });
    const last = await listContactMessages(query({ page: '9' }), 20);
    expect(last.page).toBe(2);
    expect(last.rows).toHaveLength(5);
    expect(last.rows.at(-1)!.name).toBe('Kişi 21');
  });

  it('searches every field without caring about Turkish case or accents, and filters by status', async () => {
    const names = async (raw: Record<string, string>) => (await listContactMessages(query(raw))).rows.map((r) => r.name);
    expect(await names({ q: 'isil' })).toEqual(['IŞIL Çağlar']);
    expect(await names({ q: 'IŞILTI' })).toEqual(['IŞIL Çağlar']);
    expect(await names({ q: 'omer@example' })).toEqual(['Ömer Şahin']);
    expect(await names({ q: 'KAMPANYA' })).toEqual(['Gül Yıldız']);
    expect(await names({ q: '100%' })).toEqual([]);
    expect(await names({ status: 'replied' })).toEqual(['Ömer Şahin']);
    expect(await names({ status: 'archived', q: 'isil' })).toEqual([]);
    // A malformed status or page falls back to the defaults instead of failing the page.
    expect(query({ status: 'nope', page: '-3' })).toEqual({ q: null, status: 'all', page: 1 });
  });

  it('stamps read_at when a message leaves new, keeps it after, and clears it back at new', async () => {
    const read = await setContactMessageStatus(ids.isil, 'scheduled', NOW);
    expect(read).toMatchObject({ status: 'scheduled', readAt: NOW });
    const later = new Date(NOW.getTime() + 3_600_000);
    expect(await setContactMessageStatus(ids.isil, 'archived', later)).toMatchObject({ status: 'archived', readAt: NOW });
    expect(await setContactMessageStatus(ids.isil, 'new', later)).toMatchObject({ status: 'new', readAt: null });
    expect(await setContactMessageStatus('00000000-0000-4000-8000-000000000000', 'read', NOW)).toBeNull();
  });

  it('marks a new message read when opened, but leaves another status alone', async () => {
    expect(await openContactMessage(ids.isil, NOW)).toMatchObject({ status: 'read', readAt: NOW });
    expect(await openContactMessage(ids.omer, NOW)).toMatchObject({ status: 'replied', readAt: null });
  });

  it('marks all new messages read at once', async () => {
    expect(await markAllContactMessagesRead(NOW)).toBe(23);
    const page = await listContactMessages(query({ status: 'new' }));
    expect(page.total).toBe(0);
    expect(page.counts.read).toBe(23);
  });

  it('archives and deletes the selected messages only, reporting what changed', async () => {
    const gone = '00000000-0000-4000-8000-000000000000';
    expect((await archiveContactMessages([ids.bulk0, ids.bulk1, gone], NOW)).sort()).toEqual([ids.bulk0, ids.bulk1].sort());
    expect((await listContactMessages(query({ status: 'archived' }))).total).toBe(3);
    expect((await deleteContactMessages([ids.bulk2, ids.bulk3, gone])).sort()).toEqual([ids.bulk2, ids.bulk3].sort());
    expect((await listContactMessages(query())).total).toBe(23);
  });

  it('exports the filtered messages as CSV with neutralised formulas', async () => {
    const rows = await listContactMessagesForExport({ q: 'ışıl', status: 'all' });
    const csv = contactMessagesCsv(rows);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(3); // header, one row, trailing empty
    expect(lines[1]).toBe(`IŞIL Çağlar;isil@example.com;0 555 123 45 67;Işıltı Kuaför;'=1+1 demo istiyorum;Yeni;01.04.2030 12:59;`);
  });
});
