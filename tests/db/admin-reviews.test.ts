// Review moderation on a real database (both engines): the state machine of spec 2 §4, the
// salon's average and count following each move, the kept totals (figures and tab counts)
// staying equal to a plain count, and the search over comment, customer and salon, Turkish
// case- and accent-insensitive, served by the same folding as the SQL function.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { ADMIN_REVIEW_TABLE, deleteReviewById, listAdminReviews, moveReview, reviewCounts, reviewStats } from '@/features/reviews/server/admin-reviews';
import { REVIEW_ERRORS } from '@/features/reviews/rules/moderation';
import { SQL_FOLD_FROM } from '@/platform/db/turkish-sql';
import { parseTableQuery } from '@/platform/http/table-query';
import { foldTurkish } from '@/platform/text/turkish';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

type Row = Record<string, unknown>;

describe.each(databaseKinds)('admin review moderation on %s', (kind) => {
  let test: TestDatabase;
  const q = <T = Row>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  let seq = 0;
  async function salon(name: string) {
    seq += 1;
    const [{ id }] = await q<{ id: string }>(`insert into salons (salon_code, name) values ($1, $2) returning id`, [`R${String(seq).padStart(5, '0')}`, name]);
    return id;
  }
  async function customer(first: string, last: string, email: string | null = null) {
    seq += 1;
    const [{ id }] = await q<{ id: string }>(`insert into customers (phone, first_name, last_name, email) values ($1, $2, $3, $4) returning id`,
      [`0555${String(seq).padStart(7, '0')}`, first, last, email]);
    return id;
  }
  async function review(salonId: string, customerId: string, rating: number, comment: string) {
    const [{ id }] = await q<{ id: string }>(`insert into salon_reviews (salon_id, customer_id, rating, comment) values ($1, $2, $3, $4) returning id`,
      [salonId, customerId, rating, comment]);
    return id;
  }
  const salonFigures = async (id: string) => (await q<{ average_rating: string; review_count: number }>(
    `select average_rating::text, review_count from salons where id = $1`, [id]))[0];
  const plainCounts = async () => (await q<{ total: number; approved: number; pending: number; rejected: number }>(
    `select count(*)::int as total, (count(*) filter (where approved))::int as approved,
            (count(*) filter (where approved is null))::int as pending, (count(*) filter (where approved = false))::int as rejected
     from salon_reviews`))[0];
  const query = (params: Record<string, string>) => parseTableQuery(params, ADMIN_REVIEW_TABLE);

  let ayse: string, ismail: string, moda: string, cankaya: string;
  let r1: string, r2: string, r3: string;

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    moda = await salon('Moda Güzellik');
    cankaya = await salon('Çankaya Kuaför');
    ayse = await customer('Ayşe', 'Yılmaz', 'ayse@example.com');
    ismail = await customer('İsmail', 'Işık');
    r1 = await review(moda, ayse, 5, 'Harika hizmet, çok memnun kaldım');
    r2 = await review(moda, ismail, 2, 'Beklediğim gibi değildi');
    r3 = await review(cankaya, ayse, 4, 'Güler yüzlü personel');
  });
  afterAll(async () => { await test?.dispose(); });

  it('folds text in SQL exactly like foldTurkish (the indexes and the searches agree)', async () => {
    const [{ folded }] = await q<{ folded: string }>(`select search_fold($1) as folded`, [`${SQL_FOLD_FROM} ABC`]);
    expect(folded).toBe(foldTurkish(`${SQL_FOLD_FROM} ABC`));
  });

  it('starts every review pending: not counted on the salon, counted in the totals', async () => {
    expect(await salonFigures(moda)).toEqual({ average_rating: '0.00', review_count: 0 });
    expect(await reviewStats()).toEqual({ total: 3, approved: 0, pending: 3, rejected: 0, averageRating: null });
  });

  it('approves a pending review: the salon average and count follow', async () => {
    expect(await moveReview(r1, 'approve')).toEqual({ ok: true, data: { salonId: moda } });
    expect(await moveReview(r2, 'approve')).toEqual({ ok: true, data: { salonId: moda } });
    expect(await salonFigures(moda)).toEqual({ average_rating: '3.50', review_count: 2 });
    const [row] = await q<{ approved: boolean; status: string }>(`select approved, status from salon_reviews where id = $1`, [r1]);
    expect(row).toEqual({ approved: true, status: 'approved' });
  });

  it('refuses moves the state does not allow, and a missing review', async () => {
    expect(await moveReview(r1, 'approve')).toEqual({ ok: false, error: REVIEW_ERRORS.approve, status: 409 });
    expect(await moveReview(r1, 'reject')).toEqual({ ok: false, error: REVIEW_ERRORS.reject, status: 409 });
    expect(await moveReview(r3, 'unpublish')).toEqual({ ok: false, error: REVIEW_ERRORS.unpublish, status: 409 });
    expect(await moveReview('00000000-0000-4000-8000-000000000000', 'approve')).toEqual({ ok: false, error: REVIEW_ERRORS.approve, status: 404 });
  });

  it('makes an approved review passive (back to pending) and approves a rejected one', async () => {
    expect(await moveReview(r2, 'unpublish')).toMatchObject({ ok: true });
    expect(await salonFigures(moda)).toEqual({ average_rating: '5.00', review_count: 1 });
    expect(await moveReview(r2, 'reject')).toMatchObject({ ok: true });
    expect(await moveReview(r2, 'unpublish')).toEqual({ ok: false, error: REVIEW_ERRORS.unpublish, status: 409 });
    expect(await moveReview(r2, 'approve')).toMatchObject({ ok: true });
    expect(await moveReview(r3, 'reject')).toMatchObject({ ok: true });
    expect(await salonFigures(moda)).toEqual({ average_rating: '3.50', review_count: 2 });
  });

  it('keeps the figures equal to a plain count after every kind of write', async () => {
    const extra = await review(cankaya, ismail, 3, 'Fena değil');
    await q(`update salon_reviews set rating = 1 where id = $1`, [extra]);
    const plain = await plainCounts();
    const stats = await reviewStats();
    expect(stats).toMatchObject(plain);
    expect(stats.averageRating).toBeCloseTo(3.5);
    expect(await reviewCounts('')).toEqual({ all: plain.total, approved: plain.approved, pending: plain.pending, rejected: plain.rejected });
    expect(await deleteReviewById(extra)).toEqual({ salonId: cankaya });
    expect(await deleteReviewById(extra)).toBeNull();
    expect(await reviewStats()).toMatchObject(await plainCounts());
  });

  it('lists with the tab filter, newest first, with customer and salon', async () => {
    const all = await listAdminReviews(query({}));
    expect(all.total).toBe(3);
    expect(all.counts).toEqual({ all: 3, approved: 2, pending: 0, rejected: 1 });
    expect(all.rows.map((r) => r.id)).toEqual([r3, r2, r1]);
    expect(all.rows[2]).toMatchObject({ customerName: 'Ayşe Yılmaz', customerEmail: 'ayse@example.com', salonName: 'Moda Güzellik', rating: 5, status: 'approved' });
    const rejected = await listAdminReviews(query({ filter: 'rejected' }));
    expect(rejected.rows.map((r) => r.id)).toEqual([r3]);
    const byRating = await listAdminReviews(query({ sort: 'rating', dir: 'asc' }));
    expect(byRating.rows.map((r) => r.rating)).toEqual([2, 4, 5]);
  });

  it('shows which completed visit a review is about, or none (issue 28)', async () => {
    const [{ id: staffId }] = await q<{ id: string }>(`insert into staff (salon_id, first_name, last_name) values ($1, 'Elif', 'Şahin') returning id`, [moda]);
    const [{ id: serviceId }] = await q<{ id: string }>(
      `insert into services (salon_id, name, duration_minutes, price) values ($1, 'Saç Kesimi', 30, 300) returning id`, [moda]);
    const [{ id: visit }] = await q<{ id: string }>(
      `insert into appointments (salon_id, customer_id, customer_name, customer_phone, staff_id, service_id,
         appointment_date, start_time, end_time, status)
       values ($1, $2, 'Ayşe Yılmaz', '05551234567', $3, $4, '2026-03-14', '14:30', '15:00', 'completed') returning id`,
      [moda, ayse, staffId, serviceId]);
    await q(`update salon_reviews set appointment_id = $1 where id = $2`, [visit, r1]);
    const rows = (await listAdminReviews(query({}))).rows;
    expect(rows.find((r) => r.id === r1)?.visit).toEqual({ date: '2026-03-14', time: '14:30', serviceName: 'Saç Kesimi', staffName: 'Elif Şahin' });
    expect(rows.find((r) => r.id === r2)?.visit).toBeNull();
    await q(`update salon_reviews set appointment_id = null where id = $1`, [r1]);
  });

  it('searches comment, customer and salon, ignoring Turkish case and accents, with counts of the matches', async () => {
    const ids = async (q: string, filter = 'all') => (await listAdminReviews(query({ q, filter }))).rows.map((r) => r.id).sort();
    expect(await ids('MEMNUN')).toEqual([r1]);
    expect(await ids('ismail isik')).toEqual([r2]);
    expect(await ids('AYŞE')).toEqual([r1, r3].sort());
    expect(await ids('cankaya')).toEqual([r3]);
    expect(await ids('ayse@example')).toEqual([r1, r3].sort());
    expect(await ids('güzellik', 'approved')).toEqual([r1, r2].sort());
    expect(await ids('100%')).toEqual([]);
    expect((await listAdminReviews(query({ q: 'ayse' }))).counts).toEqual({ all: 2, approved: 1, pending: 0, rejected: 1 });
  });
});
