// Closing an account (KVKK art. 11, features/privacy/server/close-account.ts) on a real database:
// afterwards no text in any public table holds the customer's phone, e-mail or name (every text
// and JSON column of every table is searched through information_schema), no mail or text message
// about her records is left, and a number she was texted on is redacted from the salon's log too,
// like an address typed at the desk whose mail is already pruned, and a void bill's reason; the salons' ratings
// stay what their approved reviews say; the sessions are gone and the phone cannot sign in; the
// future bookings are cancelled and their salons told without a name; another customer's data is
// untouched; an open balance refuses the closure; the books still refuse other writers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { findCustomerBySessionToken } from '@/platform/access/customer-session-lookup';
import { loginCustomer, registerCustomer, WRONG_CREDENTIALS_MESSAGE } from '@/features/accounts/server/customer-auth';
import { closeCustomerAccount } from '@/features/privacy/server/close-account';
import { loadCustomerExport } from '@/features/privacy/server/export';
import { ACCOUNT_CLOSED_REASON, ERASED_CUSTOMER_NAME, ERASED_REVIEW_COMMENT } from '@/features/privacy/rules/erasure';
import { ACCOUNT_CLOSED_MESSAGE, ACCOUNT_NOT_FOUND_MESSAGE } from '@/features/privacy/schema';
import { formatPhoneDisplay, formatPhoneForBooking } from '@/platform/text/phone';
import { foldTurkish } from '@/platform/text/turkish';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { NOW, PASSWORD, privacyFixtures, type FullCustomer, type Person } from './privacy-fixtures';

const ZERRIN: Person = { phone: '05417770011', firstName: 'Zerrin', lastName: 'Yaldızoğlu', email: 'zerrin.kvkk@example.com' };
const BURAK: Person = { phone: '05417770022', firstName: 'Burak', lastName: 'Demirkıran', email: 'burak.kvkk@example.com' };
const client = { ipAddress: '198.51.100.9', userAgent: 'vitest' };
/** A number Zerrin gave on one booking only: known to us from the text sent to it. */
const OTHER_MOBILE = '05417770099';
/** An address typed at the desk for a bill's summary: known only from the salon's log line once the outbox row is pruned. */
const DESK_EMAIL = 'zy1987@example.org';

// Kept on purpose (README "KVKK: your data"): sign-in attempts are a 24-hour security log keyed by
// whatever phone was typed (features/privacy/rules/export-sources.ts, EXPORT_EXCLUSIONS).
const KEPT = new Set(['auth_attempts.identifier']);

/** Every table.column (text, varchar, json) whose value contains one of `terms`, whatever the case. */
async function holders(test: TestDatabase, terms: string[]): Promise<string[]> {
  const columns = await test.conn.query<{ t: string; c: string }>(`
    select table_name as t, column_name as c from information_schema.columns
     where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
       and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')`);
  const found: string[] = [];
  for (const { t, c } of columns) {
    if (KEPT.has(`${t}.${c}`)) continue;
    for (const term of terms) {
      const [{ n }] = await test.conn.query<{ n: number }>(
        `select count(*)::int as n from "${t}" where strpos(lower("${c}"::text), lower($1)) > 0`, [term]);
      if (n > 0) found.push(`${t}.${c} ∋ ${term}`);
    }
  }
  return found;
}

function termsOf(p: Person): string[] {
  return [p.phone, formatPhoneDisplay(p.phone), formatPhoneForBooking(p.phone), p.email,
    p.firstName, p.lastName, foldTurkish(p.firstName), foldTurkish(p.lastName)];
}

describe.each(databaseKinds)('closing an account on %s', (kind) => {
  let test: TestDatabase;
  const f = privacyFixtures(() => test);
  let salon: { id: string; staffId: string; serviceId: string; email: string };
  let zerrin: FullCustomer;
  let burak: FullCustomer;
  let voidBillId: string;
  const ratingOf = async (salonId: string) => (await f.q(
    `select s.average_rating::text as avg, s.review_count::text as n,
            coalesce(round(avg(r.rating)::numeric, 2), 0)::text as real_avg, count(r.id)::text as real_n
       from salons s left join salon_reviews r on r.salon_id = s.id and r.approved
      where s.id = $1 group by s.id`, [salonId]))[0];
  /** Everything Burak has, as the export and the raw rows say it. */
  const burakState = async () => ({
    export: { ...(await loadCustomerExport(burak.id, NOW)), exportedAt: null },
    rows: await f.q(`select (select count(*) from salon_customer_notes where customer_phone = $2)::text as notes,
                            (select count(*) from email_outbox where to_email = $3)::text as mail,
                            (select count(*) from sms_outbox where to_phone = $2)::text as texts,
                            (select string_agg(description, '|' order by description) from salon_activity_logs
                              where description like '%' || $4 || '%') as logs,
                            (select count(*) from customer_sessions where customer_id = $1)::text as sessions`,
    [burak.id, BURAK.phone, BURAK.email, BURAK.firstName]),
  });

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    salon = { ...(await f.salon('Işıltı Güzellik', 'salon@example.com')), email: 'salon@example.com' };
    zerrin = await f.customer(salon, ZERRIN);
    burak = await f.customer(salon, BURAK, { upcomingAt: '15:00' });
    // A real sign-in leaves its attempt row (kept) and a third session (ended by the closure).
    expect(await loginCustomer({ phone: ZERRIN.phone, password: PASSWORD }, client, NOW)).toMatchObject({ ok: true });
    // A booking of hers moved, texted to another mobile she gave, and the salon's log line saying so.
    await f.sms(OTHER_MOBILE, 'booking_moved', zerrin.upcomingId, salon.id, 'Merhaba, randevunuz taşındı: 20 Mayıs 11:00.');
    await f.q(`insert into salon_activity_logs (salon_id, action, description, target) values ($1, 'SMS', $2, $3)`,
      [salon.id, `Taşıma SMS'i gönderildi: ${OTHER_MOBILE}`, zerrin.upcomingId]);
    // A summary of her bill mailed to an address typed at the desk, whose outbox row is pruned
    // (90 days): only the log line still holds the address.
    await f.q(`insert into salon_activity_logs (salon_id, action, description, target) values ($1, 'BILL_EMAIL', $2, $3)`,
      [salon.id, `Adisyon #1 özeti gönderildi: ${DESK_EMAIL}`, zerrin.billId]);
    // A bill of hers the salon voided, in words that name her.
    [{ id: voidBillId }] = await f.q(`insert into bills (salon_id, number, customer_id, customer_name, customer_phone)
      values ($1, 902, $2, 'Zerrin Y.', $3) returning id`, [salon.id, zerrin.id, ZERRIN.phone]);
    await f.q(`update bills set status = 'void', closed_at = now(), voided_at = now(), void_reason = 'Zerrin Hanım vazgeçti' where id = $1`, [voidBillId]);
  });
  afterAll(async () => { await test?.dispose(); });

  it('leaves no trace of the phone, e-mail or name in any table, and touches nobody else', async () => {
    expect(await holders(test, termsOf(ZERRIN))).not.toEqual([]); // the search finds her before
    expect((await holders(test, [OTHER_MOBILE])).sort()).toEqual(['salon_activity_logs.description ∋ 05417770099', 'sms_outbox.to_phone ∋ 05417770099']);
    expect(await holders(test, [DESK_EMAIL])).toEqual([`salon_activity_logs.description ∋ ${DESK_EMAIL}`]); // no outbox row names it
    const ratingBefore = await ratingOf(salon.id);
    const burakBefore = await burakState();

    expect(await closeCustomerAccount(zerrin.id, NOW)).toEqual({
      ok: true, data: { reviewedSalonIds: [salon.id], cancelled: 2 }, message: ACCOUNT_CLOSED_MESSAGE,
    });

    expect(await holders(test, [...termsOf(ZERRIN), OTHER_MOBILE, DESK_EMAIL])).toEqual([]);
    expect(await burakState()).toEqual(burakBefore);
    // Every message about her records is gone: hers, and the salon's about her.
    const ids = [zerrin.completedId, zerrin.upcomingId, zerrin.pendingId, zerrin.cancelledId, zerrin.billId];
    expect(await f.q(`select kind from sms_outbox where reference_id = any($1::text[])`, [ids])).toEqual([]);
    expect(await f.q(`select kind from email_outbox where reference_id = any($1::text[]) and kind <> 'salon_cancellation_notice'`, [ids])).toEqual([]);
    // The salon's figures are its approved reviews', and the same as before.
    const ratingAfter = await ratingOf(salon.id);
    expect(ratingAfter).toEqual(ratingBefore);
    expect(ratingAfter.avg).toBe(ratingAfter.real_avg);
    expect(ratingAfter.n).toBe('2');
  });

  it('keeps the salon’s records without the person: ratings, amounts, appointments', async () => {
    const [row] = await f.q(`select first_name, last_name, email, password_hash, is_active, phone, closed_at, search_text
                               from customers where id = $1`, [zerrin.id]);
    expect(row).toMatchObject({ first_name: 'Silinmiş', last_name: '', email: null, password_hash: null, is_active: false });
    expect(row.phone).toMatch(/^00\d{9}$/);
    expect(row.closed_at).not.toBeNull();

    const appts = await f.q(`select id, status, cancelled_by, cancel_reason, customer_name, customer_phone, customer_email, notes, manage_token_hash
                               from appointments where customer_id = $1 order by appointment_date`, [zerrin.id]);
    expect(appts.map((a) => [a.id, a.status, a.cancelled_by, a.cancel_reason])).toEqual([
      [zerrin.cancelledId, 'cancelled', 'salon', null], // the salon's words to her
      [zerrin.completedId, 'completed', null, null],
      [zerrin.upcomingId, 'cancelled', 'customer', ACCOUNT_CLOSED_REASON],
      [zerrin.pendingId, 'cancelled', 'customer', ACCOUNT_CLOSED_REASON],
    ]);
    for (const a of appts) {
      expect(a).toMatchObject({ customer_name: ERASED_CUSTOMER_NAME, customer_phone: row.phone, customer_email: null, notes: null, manage_token_hash: null });
    }

    const [review] = await f.q(`select rating, approved, comment, (select count(*) from salon_review_replies where review_id = r.id)::int as replies
                                  from salon_reviews r where id = $1`, [zerrin.reviewId]);
    expect(review).toEqual({ rating: 4, approved: true, comment: ERASED_REVIEW_COMMENT, replies: 0 });

    const [bill] = await f.q(`select customer_id, customer_name, customer_phone, status, total::text, paid_amount::text,
                                (select count(*) from bill_lines where bill_id = b.id)::int as lines,
                                (select count(*) from bill_payments where bill_id = b.id)::int as payments
                                from bills b where id = $1`, [zerrin.billId]);
    expect(bill).toEqual({ customer_id: null, customer_name: ERASED_CUSTOMER_NAME, customer_phone: null, status: 'closed',
      total: '300.00', paid_amount: '300.00', lines: 1, payments: 1 });
    // A void bill's reason is the salon's words about her: her name redacted like in its log.
    expect(await f.q(`select customer_id, customer_name, customer_phone, status, void_reason from bills where id = $1`, [voidBillId])).toEqual([
      { customer_id: null, customer_name: ERASED_CUSTOMER_NAME, customer_phone: null, status: 'void', void_reason: `${ERASED_CUSTOMER_NAME} Hanım vazgeçti` },
    ]);

    // The salon hears of both cancelled bookings, from the emptied rows.
    const notices = await f.q(`select to_email, subject, body from email_outbox where kind = 'salon_cancellation_notice' order by created_at`);
    expect(notices.map((n) => n.to_email)).toEqual(['salon@example.com', 'salon@example.com']);
    for (const n of notices) expect(n.body).toContain(ERASED_CUSTOMER_NAME);
    const logs = await f.q(`select description from salon_activity_logs where target in ($1, $2) order by description`, [zerrin.billId, zerrin.upcomingId]);
    expect(logs.map((l) => l.description)).toEqual([
      `Adisyon #1 açıldı: ${ERASED_CUSTOMER_NAME}`, `Adisyon #1 özeti gönderildi: ${ERASED_CUSTOMER_NAME}`,
      `Adisyon #1 özeti gönderildi: ${ERASED_CUSTOMER_NAME}`,
      `Randevu onaylandı: ${ERASED_CUSTOMER_NAME} · 20.05.2030 11:00`, `Taşıma SMS'i gönderildi: ${ERASED_CUSTOMER_NAME}`,
    ]);
  });

  it('ends every session and the phone no longer signs in; it may register anew', async () => {
    const [{ n }] = await f.q(`select count(*)::int as n from customer_sessions where customer_id = $1`, [zerrin.id]);
    expect(n).toBe(0);
    for (const token of zerrin.sessionTokens) expect(await findCustomerBySessionToken(token, NOW)).toBeNull();
    expect(await loginCustomer({ phone: ZERRIN.phone, password: PASSWORD }, client, NOW))
      .toEqual({ ok: false, error: WRONG_CREDENTIALS_MESSAGE, status: 401 });
    expect(await closeCustomerAccount(zerrin.id, NOW)).toEqual({ ok: false, error: ACCOUNT_NOT_FOUND_MESSAGE, status: 404 });
    const again = await registerCustomer({ phone: ZERRIN.phone, firstName: 'Zerrin', lastName: 'Yeni', email: null, password: PASSWORD, passwordConfirm: PASSWORD }, client, NOW);
    expect(again).toMatchObject({ ok: true });
    // The new account starts empty: the old one's records stay with the emptied row.
    if (again.ok) expect((await loadCustomerExport(again.data.customer.id, NOW))?.appointments).toEqual([]);
  });

  it('gives every closed account its own placeholder phone', async () => {
    const one = await f.customer(salon, { phone: '05417770033', firstName: 'Ceren', lastName: 'Aksoy', email: 'ceren@example.com' }, { upcomingAt: '16:00' });
    expect(await closeCustomerAccount(one.id, NOW)).toMatchObject({ ok: true });
    const phones = await f.q(`select phone from customers where not is_active order by phone`);
    expect(phones).toHaveLength(2);
    expect(new Set(phones.map((p) => p.phone)).size).toBe(2);
  });

  it('closes an account once when two requests race (the row lock decides)', async () => {
    const twice = await f.customer(salon, { phone: '05417770055', firstName: 'Ebru', lastName: 'İkiz', email: 'ebru@example.com' }, { upcomingAt: '17:00' });
    const results = await Promise.all([closeCustomerAccount(twice.id, NOW), closeCustomerAccount(twice.id, NOW)]);
    expect(results.map((r) => (r.ok ? 'ok' : r.status)).sort()).toEqual([404, 'ok']);
    const [{ n }] = await f.q(`select count(*)::int as n from email_outbox where kind = 'salon_cancellation_notice' and body like '%17:00%'`);
    expect(n).toBe(1);
  });

  it('refuses while a salon is still owed money, naming the salon, and changes nothing', async () => {
    const owing: Person = { phone: '05417770044', firstName: 'Deniz', lastName: 'Borçlu', email: 'deniz@example.com' };
    const other = { ...(await f.salon('Kuaför Nur', 'nur@example.com')), email: 'nur@example.com' };
    const deniz = await f.customer(other, owing);
    const visit = await f.appointment(other, deniz.id, owing, '2030-05-02', '10:00', 'completed', null);
    await f.bill(other, deniz.id, owing, visit, 120);

    const result = await closeCustomerAccount(deniz.id, NOW);
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(!result.ok && result.error).toContain('Kuaför Nur (₺120,00)');
    const [row] = await f.q(`select is_active, first_name, (select count(*) from customer_sessions where customer_id = $1)::int as sessions
                               from customers where id = $1`, [deniz.id]);
    expect(row).toEqual({ is_active: true, first_name: 'Deniz', sessions: 2 });
  });

  it('refuses while a bill is still open at a desk, and changes nothing', async () => {
    const seated: Person = { phone: '05417770066', firstName: 'Sena', lastName: 'Koltukta', email: 'sena@example.com' };
    const desk = { ...(await f.salon('Kuaför Ada', 'ada@example.com')), email: 'ada@example.com' };
    const sena = await f.customer(desk, seated);
    const [{ id: billId }] = await f.q(`insert into bills (salon_id, number, customer_id, customer_name, customer_phone)
      values ($1, 99, $2, 'Sena Koltukta', $3) returning id`, [desk.id, sena.id, seated.phone]);

    const result = await closeCustomerAccount(sena.id, NOW);
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(!result.ok && result.error).toContain('Kuaför Ada salonunda');
    const [bill] = await f.q(`select customer_id, customer_phone from bills where id = $1`, [billId]);
    expect(bill).toEqual({ customer_id: sena.id, customer_phone: seated.phone });
  });

  it('still refuses to forget a closed bill’s phone for any other writer', async () => {
    const error = await f.q(`update bills set customer_phone = null where id = $1`, [burak.billId]).catch((e: Error) => e);
    expect(String(error)).toContain('Kapatılmış adisyon değiştirilemez');
  });
});
