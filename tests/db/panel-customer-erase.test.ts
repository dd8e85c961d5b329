// 'Müşteriyi Sil' (features/customers/server/erase-customer.ts) on a real database, both engines:
// afterwards no row of the salon holds the customer's phone, name or e-mail (every text and JSON
// column of every table with a salon_id, plus the mail outbox and the salon's review replies; the
// text messages about her records, hers and the salon's, are gone with them); the
// visits stay, grouped under one placeholder the customers list leaves out; another salon's
// records and the registered customer's own account are untouched; an open balance or an open
// bill refuses; the personel and kasiyer roles get 403 from the action and another salon's owner
// a 404 (the lookup is by the session's salon); a second run finds nothing; a bill opened for her
// appointment while the erase runs makes it refuse (PostgreSQL, two connections).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { loginSalonUser } from '@/platform/access/panel-auth';
import { panelLoginSchema } from '@/platform/access/panel-schema';
import { PANEL_FORBIDDEN_MESSAGE } from '@/platform/access/panel-session';
import { eraseCustomerAction } from '@/features/customers/actions.panel';
import { eraseSalonCustomer } from '@/features/customers/server/erase-customer';
import { listSalonCustomers } from '@/features/customers/server/customers';
import { CUSTOMER_ERASED_MESSAGE, CUSTOMER_ERASED_REASON, CUSTOMER_NOT_FOUND_MESSAGE } from '@/features/customers/schema';
import { ERASED_CUSTOMER_NAME } from '@/features/privacy/rules/erasure';
import { formatPhoneDisplay, formatPhoneForBooking } from '@/platform/text/phone';
import { foldTurkish } from '@/platform/text/turkish';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { secondServer } from '../support/second-server';
import { createPanelFixture, PANEL_PASSWORD, type PanelFixture } from './panel-fixtures';
import { NOW, privacyFixtures, type FullCustomer, type Person } from './privacy-fixtures';

// The action reads the panel session from the cookie; the test signs in and hands Next's
// cookies() that token, so the real check of panelAction runs (no mock of the check itself).
const session = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'salon_session' && session.token ? { name, value: session.token } : undefined),
  }),
  headers: async () => new Headers(),
}));

const ZERRIN: Person = { phone: '05417770011', firstName: 'Zerrin', lastName: 'Yaldızoğlu', email: 'zerrin.sil@example.com' };
const GUL: Person = { phone: '05417770033', firstName: 'Gülsüm', lastName: 'Aydınoğlu', email: 'gulsum.sil@example.com' };
const TUNA: Person = { phone: '05417770044', firstName: 'Tuna', lastName: 'Aksoylu', email: 'tuna.sil@example.com' };
const EMRE: Person = { phone: '05417770055', firstName: 'Emrecan', lastName: 'Toprakoğlu', email: 'emrecan.sil@example.com' };
const BURAK: Person = { phone: '05417770022', firstName: 'Burak', lastName: 'Demirkıran', email: 'burak.sil@example.com' };
/** A number Zerrin gave on one visit only: known to the salon from the text sent to it. */
const OTHER_MOBILE = '05417770099';
/** An address typed at the desk for a bill's summary: once the outbox row is pruned, only the log line holds it. */
const DESK_EMAIL = 'zy1987@example.org';

function termsOf(p: Person): string[] {
  return [p.phone, formatPhoneDisplay(p.phone), formatPhoneForBooking(p.phone), p.email,
    p.firstName, p.lastName, foldTurkish(p.firstName), foldTurkish(p.lastName)];
}

// The customer's own review of the salon (rating, words, author) is theirs with the platform, not
// the salon's copy: the salon cannot rewrite it (the author can, or close the account).
const OWN_REVIEW = new Set(['salon_reviews.comment', 'salon_reviews.search_text']);

describe.each(databaseKinds)('a salon erasing its customer on %s', (kind) => {
  let test: TestDatabase;
  let f: PanelFixture;
  const p = privacyFixtures(() => test);
  const q = p.q;
  let salonA: { id: string; staffId: string; serviceId: string; email: string };
  let salonB: { id: string; staffId: string; serviceId: string; email: string };
  let zerrin: FullCustomer;
  let guestVisitId: string;
  let walkInId: string;
  let voidBillId: string;

  const signIn = async (code: string, username: string) => {
    const signed = await loginSalonUser(panelLoginSchema.parse({ salonCode: code, username, password: PANEL_PASSWORD }), { ipAddress: '203.0.113.7' });
    if (!signed.ok) throw new Error(signed.error);
    session.token = signed.data.token;
  };

  /** Every salon-A table.column (text, JSON) holding one of `terms`, whatever the case. */
  async function holdersAtA(terms: string[]): Promise<string[]> {
    const columns = await q(`
      select c.table_name as t, c.column_name as c,
             exists (select 1 from information_schema.columns s
                      where s.table_schema = 'public' and s.table_name = c.table_name and s.column_name = 'salon_id') as scoped
        from information_schema.columns c join information_schema.tables t on t.table_name = c.table_name and t.table_schema = 'public'
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type in ('text', 'character varying', 'json', 'jsonb')`);
    const found: string[] = [];
    for (const { t, c, scoped } of columns as unknown as { t: string; c: string; scoped: boolean }[]) {
      const where = scoped ? `salon_id = $2`
        : t === 'salon_review_replies' ? `review_id in (select id from salon_reviews where salon_id = $2)`
          : t === 'email_outbox' ? `$2::uuid is not null` : null; // no salon column: all of it ($2 still bound)
      if (!where || OWN_REVIEW.has(`${t}.${c}`)) continue;
      for (const term of terms) {
        const [{ n }] = await q(`select count(*)::int as n from "${t}" where ${where} and strpos(lower("${c}"::text), lower($1)) > 0`, [term, salonA.id]);
        if (Number(n) > 0) found.push(`${t}.${c} ∋ ${term}`);
      }
    }
    return found;
  }
  const rowsOfB = () => q(`select (select json_agg(a order by a.id) from appointments a where salon_id = $1)::text as appointments,
                                  (select json_agg(n) from salon_customer_notes n where salon_id = $1)::text as notes,
                                  (select json_agg(l order by l.id) from salon_activity_logs l where salon_id = $1)::text as logs`, [salonB.id]);
  const accountRow = () => q(`select c.*, (select count(*) from customer_sessions where customer_id = c.id)::int as sessions
                                from customers c where id = $1`, [zerrin.id]);
  /** A completed visit booked as a guest (no account). */
  const guest = (s: typeof salonA, person: Person, date: string) =>
    p.appointment(s, null as unknown as string, person, date, '10:00', 'completed', null);
  const appointmentsOf = (phone: string) => q(`select id, customer_name from appointments where salon_id = $1 and customer_phone = $2 order by id`,
    [salonA.id, phone]);

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createPanelFixture(test.conn);
    const catalog = async (salonId: string) => {
      const [{ id: staffId }] = await q(`insert into staff (salon_id, first_name, last_name) values ($1, 'Elif', 'Şahin') returning id`, [salonId]);
      const [{ id: serviceId }] = await q(`insert into services (salon_id, name, price, duration_minutes) values ($1, 'Fön', 300, 30) returning id`, [salonId]);
      return { id: salonId, staffId, serviceId, email: `salon-${salonId.slice(0, 8)}@example.com` };
    };
    salonA = await catalog(f.a.id);
    salonB = await catalog(f.b.id);

    // Zerrin, registered: a visit with a review, the salon's reply and a paid bill, two bookings
    // ahead, one the salon cancelled with words naming her, mail, log lines and a note (privacy-fixtures).
    zerrin = await p.customer(salonA, ZERRIN);
    // A guest visit of the same phone under another name: the same customer to the salon, and its
    // reminder texted to another mobile she gave that day (the salon's log says so).
    guestVisitId = await guest(salonA, { ...ZERRIN, lastName: 'Hanım' }, '2030-03-01');
    await p.sms(OTHER_MOBILE, 'appointment_reminder', guestVisitId, salonA.id, 'Merhaba Zerrin, randevunuz yarın, saat 10:00.');
    await q(`insert into salon_activity_logs (salon_id, action, description, target) values ($1, 'SMS', $2, $3)`,
      [salonA.id, `Hatırlatma SMS'i: ${formatPhoneDisplay(OTHER_MOBILE)}`, guestVisitId]);
    // A bill the salon voided, in words that name her.
    [{ id: voidBillId }] = await q(`insert into bills (salon_id, number, customer_name, customer_phone) values ($1, 901, 'Zerrin Y.', $2) returning id`,
      [salonA.id, ZERRIN.phone]);
    await q(`update bills set status = 'void', closed_at = now(), voided_at = now(), void_reason = 'Zerrin Hanım vazgeçti' where id = $1`, [voidBillId]);
    // Her bill's summary mailed to an address typed at the desk; the mail itself is long pruned.
    await q(`insert into salon_activity_logs (salon_id, action, description, target) values ($1, 'BILL_EMAIL', $2, $3)`,
      [salonA.id, `Adisyon #1 özeti gönderildi: ${DESK_EMAIL}`, zerrin.billId]);
    // A free line about her phone (no target), and one about another customer, which stays.
    await q(`insert into salon_activity_logs (salon_id, action, description) values ($1, 'NOTE', $2), ($1, 'APPOINTMENT_CONFIRM', $3)`,
      [salonA.id, `Zerrin Hanım aradı: ${formatPhoneDisplay(ZERRIN.phone)}`, `Randevu onaylandı: ${BURAK.firstName} ${BURAK.lastName}`]);
    await guest(salonA, BURAK, '2030-04-02');

    // Salon B knows her too: its visit, note and log line are its own.
    await p.appointment(salonB, zerrin.id, ZERRIN, '2030-04-03', '10:00', 'completed', 'B salonunun randevu notu');
    await q(`insert into salon_customer_notes (salon_id, customer_phone, note) values ($1, $2, 'B: Zerrin kısa sever')`, [salonB.id, ZERRIN.phone]);
    await q(`insert into salon_activity_logs (salon_id, action, description) values ($1, 'NOTE', 'B: Zerrin Yaldızoğlu geldi')`, [salonB.id]);

    // Gülsüm: salon A's own walk-in customers row (never signed up) and her visit.
    [{ id: walkInId }] = await q(`insert into customers (phone, first_name, last_name, email, salon_id) values ($1, $2, $3, $4, $5) returning id`,
      [GUL.phone, GUL.firstName, GUL.lastName, GUL.email, salonA.id]);
    await p.appointment(salonA, walkInId, GUL, '2026-01-05', '10:00', 'completed', null);

    // Tuna owes salon A money; Emrecan's bill is still open at the desk.
    const tunaVisit = await guest(salonA, TUNA, '2030-04-05');
    await p.bill(salonA, null, TUNA, tunaVisit, 120);
    const emreVisit = await guest(salonA, EMRE, '2030-04-06');
    await q(`insert into bills (salon_id, number, appointment_id, customer_name, customer_phone) values ($1, 900, $2, $3, $4)`,
      [salonA.id, emreVisit, `${EMRE.firstName} ${EMRE.lastName}`, EMRE.phone]);
  });
  afterAll(async () => { session.token = undefined; await test?.dispose(); });

  it('refuses the personel and kasiyer roles (403), writing nothing', async () => {
    const before = await appointmentsOf(ZERRIN.phone);
    for (const role of ['personel', 'kasiyer'] as const) {
      await signIn(f.a.code, f.users[role].username);
      expect(await eraseCustomerAction({ phone: ZERRIN.phone })).toEqual({ ok: false, error: PANEL_FORBIDDEN_MESSAGE, status: 403, fieldErrors: undefined });
    }
    expect(await appointmentsOf(ZERRIN.phone)).toEqual(before);
  });

  it('finds nothing for another salon’s owner: the lookup is by the session’s salon', async () => {
    await signIn(f.b.code, f.b.owner);
    expect(await eraseCustomerAction({ phone: GUL.phone })).toMatchObject({ ok: false, error: CUSTOMER_NOT_FOUND_MESSAGE, status: 404 });
    expect(await appointmentsOf(GUL.phone)).toHaveLength(1);
    expect((await q(`select phone from customers where id = $1`, [walkInId]))[0].phone).toBe(GUL.phone);
  });

  it('refuses while a bill owes money or is still open, naming the bill', async () => {
    const [{ number }] = await q(`select number::text from bills where customer_phone = $1`, [TUNA.phone]);
    const owed = await eraseSalonCustomer(salonA.id, f.a.ownerId, TUNA.phone, NOW);
    expect(owed).toMatchObject({ ok: false, status: 409 });
    expect(!owed.ok && owed.error).toContain(`Adisyon #${number} (₺120,00)`);
    const open = await eraseSalonCustomer(salonA.id, f.a.ownerId, EMRE.phone, NOW);
    expect(open).toMatchObject({ ok: false, status: 409 });
    expect(!open.ok && open.error).toContain('Adisyon #900 henüz kapatılmadı');
    expect(await appointmentsOf(TUNA.phone)).toHaveLength(1);
    expect(await appointmentsOf(EMRE.phone)).toHaveLength(1);
  });

  it('leaves no row of the salon with her phone, name or e-mail, and touches nobody else', async () => {
    expect(await holdersAtA(termsOf(ZERRIN))).not.toEqual([]); // the search finds her before
    expect(await holdersAtA([DESK_EMAIL])).toEqual([`salon_activity_logs.description ∋ ${DESK_EMAIL}`]);
    const accountBefore = await accountRow();
    const bBefore = await rowsOfB();

    expect(await eraseSalonCustomer(salonA.id, f.a.ownerId, ZERRIN.phone, NOW)).toEqual({
      ok: true, data: { appointments: 5, bills: 2, cancelled: 2, repliesChanged: true }, message: CUSTOMER_ERASED_MESSAGE,
    });

    expect(await holdersAtA([...termsOf(ZERRIN), OTHER_MOBILE, formatPhoneDisplay(OTHER_MOBILE), DESK_EMAIL])).toEqual([]);
    expect(await accountRow()).toEqual(accountBefore); // her own account, sessions included
    expect(await rowsOfB()).toEqual(bBefore);
    // The line about another customer keeps its name.
    expect(await q(`select count(*)::int as n from salon_activity_logs where salon_id = $1 and description like '%Burak Demirkıran%'`, [salonA.id]))
      .toEqual([{ n: 1 }]);
  });

  it('keeps the visits under one placeholder, left out of the customers list; cancels what is ahead without mail', async () => {
    const rows = await q(`select id, status, cancelled_by, cancel_reason, customer_id, customer_name, customer_phone, customer_email, notes, manage_token_hash
                            from appointments where id = any($1::uuid[]) order by appointment_date`,
    [[zerrin.completedId, zerrin.upcomingId, zerrin.pendingId, zerrin.cancelledId, guestVisitId]]);
    const placeholders = new Set(rows.map((r) => r.customer_phone));
    expect(placeholders.size).toBe(1);
    const [placeholder] = [...placeholders];
    expect(placeholder).toMatch(/^00\d{9}$/);
    for (const r of rows) {
      expect(r).toMatchObject({ customer_id: null, customer_name: ERASED_CUSTOMER_NAME, customer_email: null, notes: null, manage_token_hash: null });
    }
    expect(rows.map((r) => [r.id, r.status, r.cancelled_by, r.cancel_reason])).toEqual([
      [guestVisitId, 'completed', null, null],
      [zerrin.cancelledId, 'cancelled', 'salon', null], // the salon's words that named her are gone
      [zerrin.completedId, 'completed', null, null],
      [zerrin.upcomingId, 'cancelled', 'salon', CUSTOMER_ERASED_REASON],
      [zerrin.pendingId, 'cancelled', 'salon', CUSTOMER_ERASED_REASON],
    ]);
    const [{ visits }] = await q(`select count(*)::int as visits from appointments where customer_phone = $1 and status = 'completed'`, [placeholder]);
    expect(visits).toBe(2);
    const list = await listSalonCustomers(salonA.id, { q: '', page: 1 }, NOW);
    expect(list.rows.map((r) => r.phone).sort()).toEqual([BURAK.phone, GUL.phone, TUNA.phone, EMRE.phone].sort());
    // No mail or text about her bookings or bill is left to go out (none was written by the erasure).
    expect(await q(`select count(*)::int as n from email_outbox`)).toEqual([{ n: 0 }]);
    expect(await q(`select kind from sms_outbox where reference_id = any($1::text[])`,
      [[zerrin.completedId, zerrin.upcomingId, zerrin.pendingId, zerrin.cancelledId, guestVisitId]])).toEqual([]);
  });

  it('keeps the bill’s amounts and the review’s rating; logs one line that names nobody', async () => {
    const [bill] = await q(`select customer_id, customer_name, customer_phone, status, total::text, paid_amount::text from bills where id = $1`, [zerrin.billId]);
    expect(bill).toEqual({ customer_id: null, customer_name: ERASED_CUSTOMER_NAME, customer_phone: null, status: 'closed', total: '300.00', paid_amount: '300.00' });
    expect(await q(`select customer_name, customer_phone, status, void_reason from bills where id = $1`, [voidBillId])).toEqual([
      { customer_name: ERASED_CUSTOMER_NAME, customer_phone: null, status: 'void', void_reason: `${ERASED_CUSTOMER_NAME} vazgeçti` },
    ]);
    const [review] = await q(`select r.customer_id, r.appointment_id, r.rating, rr.reply from salon_reviews r
                                join salon_review_replies rr on rr.review_id = r.id where r.id = $1`, [zerrin.reviewId]);
    expect(review).toEqual({ customer_id: zerrin.id, appointment_id: null, rating: 4, reply: `Teşekkürler ${ERASED_CUSTOMER_NAME}!` }); // 'Zerrin Hanım' was a name she booked under
    const logs = await q(`select user_id, description, target from salon_activity_logs where salon_id = $1 and action = 'CUSTOMER_ERASE'`, [salonA.id]);
    expect(logs).toEqual([{ user_id: f.a.ownerId, description: `${CUSTOMER_ERASED_MESSAGE}: 5 randevu, 2 adisyon; 2 gelecek randevu iptal edildi`, target: null }]);
    expect(await q(`select count(*)::int as n from salon_customer_notes where salon_id = $1`, [salonA.id])).toEqual([{ n: 0 }]);
  });

  it('erases the salon’s own walk-in row like a closed account, through the owner’s action', async () => {
    await signIn(f.a.code, f.a.owner);
    expect(await eraseCustomerAction({ phone: GUL.phone })).toMatchObject({ ok: true, message: CUSTOMER_ERASED_MESSAGE });
    const [row] = await q(`select phone, first_name, last_name, email, password_hash, is_active, closed_at from customers where id = $1`, [walkInId]);
    expect(row).toMatchObject({ first_name: 'Silinmiş', last_name: '', email: null, password_hash: null, is_active: false });
    expect(row.phone).toMatch(/^00\d{9}$/);
    expect(row.closed_at).not.toBeNull();
    expect((await q(`select customer_phone from appointments where salon_id = $1 and customer_name = $2 and customer_phone = $3`,
      [salonA.id, ERASED_CUSTOMER_NAME, row.phone]))).toHaveLength(1);
    expect(await holdersAtA(termsOf(GUL))).toEqual([]);
  });

  it('finds nothing the second time (a Turkish 404), and never erases a placeholder', async () => {
    expect(await eraseCustomerAction({ phone: GUL.phone })).toMatchObject({ ok: false, error: CUSTOMER_NOT_FOUND_MESSAGE, status: 404 });
    expect(await eraseSalonCustomer(salonA.id, f.a.ownerId, ZERRIN.phone, NOW)).toMatchObject({ ok: false, error: CUSTOMER_NOT_FOUND_MESSAGE, status: 404 });
    const [{ phone }] = await q(`select customer_phone as phone from appointments where id = $1`, [zerrin.completedId]);
    expect(await eraseCustomerAction({ phone })).toMatchObject({ ok: false, error: CUSTOMER_NOT_FOUND_MESSAGE, status: 404 });
  });
});

// The desk's 'Ödeme Al' (openBillForAppointment) locks the appointment, then writes its bill. An
// erase that has read the phone's bills and waits for that lock must not go on with the bill list
// it read before: the new bill is open, so the erase is refused (the PostgreSQL server only: PGlite
// has one connection, on which two transactions cannot interleave).
describe.runIf(databaseKinds.includes('postgres'))('a salon erasing its customer while the desk opens her bill, on postgres', () => {
  let test: TestDatabase;
  const p = privacyFixtures(() => test);
  let salon: { id: string; staffId: string; serviceId: string; email: string };
  let visitId: string;

  beforeAll(async () => {
    test = await createMigratedDatabase('postgres');
    useConnectionForTests(test.conn);
    salon = { ...(await p.salon('Yarış Kuaför', 'yaris@example.com')), email: 'yaris@example.com' };
    visitId = await p.appointment(salon, null as unknown as string, ZERRIN, '2030-05-15', '10:00', 'scheduled', null);
  });
  afterAll(async () => { await test?.dispose(); });

  it('refuses, naming the bill opened between its bill and appointment locks, and changes nothing', async () => {
    const desk = await secondServer(test);
    let erasing: ReturnType<typeof eraseSalonCustomer> | undefined;
    try {
      await desk.conn.db.transaction(async (tx) => {
        await tx.execute(sql`select id from appointments where id = ${visitId} for update`);
        erasing = eraseSalonCustomer(salon.id, null, ZERRIN.phone, NOW);
        // The erase has read the (no) bills and now waits for the appointment the desk holds.
        for (let i = 0; i < 200; i += 1) {
          const [{ n }] = await test.conn.query<{ n: number }>(`select count(*)::int as n from pg_locks where not granted`);
          if (n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await tx.execute(sql`insert into bills (salon_id, number, appointment_id, customer_name, customer_phone)
                             values (${salon.id}, 77, ${visitId}, 'Zerrin Yaldızoğlu', ${ZERRIN.phone})`);
      });
    } finally {
      await desk.close();
    }
    const result = await erasing!;
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(!result.ok && result.error).toContain('Adisyon #77 henüz kapatılmadı');
    expect(await p.q(`select customer_name, customer_phone from appointments where id = $1`, [visitId]))
      .toEqual([{ customer_name: 'Zerrin Yaldızoğlu', customer_phone: ZERRIN.phone }]);
  });
});
