// Reviews on a real database: only after a completed visit (issue 28), ownership (customer B can never edit or delete A's review,
// whatever id it sends), one review per salon, pending-by-default, the public list and the
// rating figures (salons.average_rating / review_count kept by the trigger) after create,
// edit, approve and delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import {
  createReview, deleteOwnReview, getApprovedRatingSummary, getCustomerReviewForSalon, hasCompletedVisit,
  listApprovedReviews, listCustomerReviews, maskReviewerName, updateOwnReview,
} from '@/features/reviews/server/reviews';
import { ALREADY_REVIEWED_MESSAGE, createReviewSchema, NO_VISIT_MESSAGE, REVIEWED_SALON_NOT_FOUND_MESSAGE } from '@/features/reviews/schema';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { fixtures } from './customers-fixtures';

describe('review input rules', () => {
  const base = { salonId: '7a0c8a5e-7d3c-4d0e-9a55-0c1f1c2b3d4e', rating: 4, comment: 'Gayet memnun kaldım.' };
  const message = (input: unknown) => {
    const r = createReviewSchema.safeParse(input);
    return r.success ? null : r.error.issues[0].message;
  };
  it('needs a rating 1–5 and a comment of 10–500 characters', () => {
    expect(message(base)).toBeNull();
    expect(message({ ...base, rating: 0 })).toBe('Lütfen puan veriniz');
    expect(message({ ...base, rating: 6 })).toBe('Lütfen puan veriniz');
    expect(message({ ...base, rating: undefined })).toBe('Lütfen puan veriniz');
    expect(message({ ...base, comment: '  kısa    ' })).toBe('Yorumunuz en az 10 karakter olmalıdır');
    expect(message({ ...base, comment: 'x'.repeat(501) })).toBe('Yorumunuz en fazla 500 karakter olabilir');
    expect(message({ ...base, comment: 'x'.repeat(500) })).toBeNull();
  });
  it('masks reviewer names to their first two letters', () => {
    expect(maskReviewerName('Ayşe', 'Yılmaz')).toBe('Ay***');
    expect(maskReviewerName('  Şule ')).toBe('Şu***');
    expect(maskReviewerName('', 'Öz')).toBe('Öz***');
  });
});

describe.each(databaseKinds)('salon reviews on %s', (kind) => {
  let test: TestDatabase;
  const f = fixtures(() => test);
  let salonId: string;
  let otherSalonId: string;
  let alice: string;
  let bob: string;
  let carol: string;
  let aliceReview: string;

  const salonFigures = async (id: string) => {
    const [row] = await f.q(`select average_rating::float8 as avg, review_count from salons where id = $1`, [id]);
    return { avg: Number(row.avg), count: Number(row.review_count) };
  };
  /** A completed visit in the past: what a review needs (issue 28). */
  const visit = (customerId: string, salon: string, staffId: string | null = null, date = '2023-12-01') =>
    f.appointment({ salonId: salon, customerId, staffId, date, start: '10:00', end: '10:30', status: 'completed' });
  const approve = (id: string) => f.q(`update salon_reviews set approved = true, status = 'approved' where id = $1`, [id]);

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    salonId = await f.salon('Işıl Güzellik Salonu');
    otherSalonId = await f.salon('İnci Kuaför');
    alice = await f.customer('05320000001', 'Ayşe', 'Yılmaz');
    bob = await f.customer('05320000002', 'Burak', 'Demir');
    carol = await f.customer('05320000003', 'Ceren', 'Kaya');
    for (const [customer, salon] of [[alice, salonId], [alice, otherSalonId], [bob, salonId], [carol, salonId]]) {
      await visit(customer, salon);
    }
  });
  afterAll(async () => { await test?.dispose(); });

  it('saves a new review as pending (approved null), outside the public list and the figures', async () => {
    const result = await createReview(alice, { salonId, rating: 5, comment: 'Harika bir deneyimdi, teşekkürler!' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    aliceReview = result.data.id;
    const [row] = await f.q(`select approved, status from salon_reviews where id = $1`, [aliceReview]);
    expect(row).toEqual({ approved: null, status: 'pending' });
    expect((await listApprovedReviews(salonId)).total).toBe(0);
    expect(await salonFigures(salonId)).toEqual({ avg: 0, count: 0 });
    expect(await getCustomerReviewForSalon(salonId, alice)).toMatchObject({ id: aliceReview, status: 'pending', rating: 5 });
  });

  it('allows one review per customer per salon, and none for an unknown or inactive salon', async () => {
    expect(await createReview(alice, { salonId, rating: 3, comment: 'İkinci bir yorum yazıyorum.' }))
      .toEqual({ ok: false, error: ALREADY_REVIEWED_MESSAGE, status: 409 });
    expect((await createReview(alice, { salonId: otherSalonId, rating: 3, comment: 'Başka salona ilk yorum.' })).ok).toBe(true);
    expect(await createReview(alice, { salonId: '00000000-0000-4000-8000-000000000000', rating: 3, comment: 'Olmayan salon yorumu.' }))
      .toEqual({ ok: false, error: REVIEWED_SALON_NOT_FOUND_MESSAGE, status: 404 });
    const inactive = await f.salon('Kapalı Salon');
    await f.q(`update salons set is_active = false where id = $1`, [inactive]);
    expect(await createReview(alice, { salonId: inactive, rating: 3, comment: 'Kapalı salon yorumu.' }))
      .toEqual({ ok: false, error: REVIEWED_SALON_NOT_FOUND_MESSAGE, status: 404 });
  });

  it('refuses a review without a completed visit that has begun, and keeps which visit it is about', async () => {
    const dave = await f.customer('05320000004', 'Deniz', 'Ak');
    const staffId = await f.staff(otherSalonId, 'Selin', 'Yurt');
    const noVisit = { ok: false, error: NO_VISIT_MESSAGE, status: 403 };
    const write = () => createReview(dave, { salonId: otherSalonId, rating: 5, comment: 'Henüz gitmedim ama harika.' });
    // Only a future booking (the probe of issue 28), a cancelled or missed visit, a visit elsewhere.
    await f.appointment({ salonId: otherSalonId, customerId: dave, staffId, date: '2099-01-10', start: '10:00', end: '10:30', status: 'confirmed' });
    await f.appointment({ salonId: otherSalonId, customerId: dave, staffId, date: '2099-01-11', start: '10:00', end: '10:30', status: 'completed' });
    await f.appointment({ salonId: otherSalonId, customerId: dave, staffId, date: '2024-01-10', start: '10:00', end: '10:30', status: 'cancelled' });
    await f.appointment({ salonId: otherSalonId, customerId: dave, staffId, date: '2024-01-11', start: '10:00', end: '10:30', status: 'no_show' });
    await visit(dave, salonId);
    expect(await hasCompletedVisit(dave, otherSalonId)).toBe(false);
    expect(await write()).toEqual(noVisit);
    expect(await f.q(`select 1 from salon_reviews where customer_id = $1 and salon_id = $2`, [dave, otherSalonId])).toEqual([]);

    // Two completed visits: the review is about the latest, and names its staff member.
    await visit(dave, otherSalonId, null, '2024-02-01');
    const latest = await visit(dave, otherSalonId, staffId, '2024-03-01');
    expect(await hasCompletedVisit(dave, otherSalonId)).toBe(true);
    const result = await write();
    expect(result.ok).toBe(true);
    const [row] = await f.q(`select appointment_id, staff_id from salon_reviews where customer_id = $1 and salon_id = $2`, [dave, otherSalonId]);
    expect(row).toEqual({ appointment_id: latest, staff_id: staffId });

    // The database itself refuses a visit of someone else, or at another salon.
    const [other] = await f.q(`select id from appointments where customer_id = $1 and salon_id = $2`, [bob, salonId]);
    await expect(f.q(`update salon_reviews set appointment_id = $1 where customer_id = $2 and salon_id = $3`, [other.id, dave, otherSalonId]))
      .rejects.toThrow(/salon_reviews_visit_fkey/);
    // Deleting the visit keeps the review (the moderation screen then says 'Randevu yok');
    // deleting the customer removes both.
    await f.q(`delete from appointments where id = $1`, [latest]);
    const [after] = await f.q(`select appointment_id, customer_id from salon_reviews where customer_id = $1 and salon_id = $2`, [dave, otherSalonId]);
    expect(after).toEqual({ appointment_id: null, customer_id: dave });
    await f.q(`update salon_reviews set appointment_id = (select id from appointments where customer_id = $1 and salon_id = $2 and status = 'completed' and appointment_date = '2024-02-01') where customer_id = $1 and salon_id = $2`, [dave, otherSalonId]);
    await f.q(`delete from customers where id = $1`, [dave]);
    expect(await f.q(`select 1 from salon_reviews where customer_id = $1`, [dave])).toEqual([]);
  });

  it('never lets customer B edit or delete customer A’s review', async () => {
    expect(await updateOwnReview(bob, aliceReview, { rating: 1, comment: 'Başkasının yorumunu değiştirdim.' })).toBeNull();
    expect(await deleteOwnReview(bob, aliceReview)).toBeNull();
    const [row] = await f.q(`select rating, comment from salon_reviews where id = $1`, [aliceReview]);
    expect(row).toEqual({ rating: 5, comment: 'Harika bir deneyimdi, teşekkürler!' });
    expect(await listCustomerReviews(bob)).toEqual([]);
  });

  it('keeps average_rating and review_count equal to the approved reviews after approve, edit and delete', async () => {
    await approve(aliceReview);
    expect(await salonFigures(salonId)).toEqual({ avg: 5, count: 1 });

    const bobResult = await createReview(bob, { salonId, rating: 2, comment: 'Beklediğim gibi değildi.' });
    const carolResult = await createReview(carol, { salonId, rating: 4, comment: 'Güzeldi ama biraz bekledim.' });
    if (!bobResult.ok || !carolResult.ok) throw new Error('review not created');
    // Pending reviews do not count.
    expect(await salonFigures(salonId)).toEqual({ avg: 5, count: 1 });
    await approve(bobResult.data.id);
    await approve(carolResult.data.id);
    expect(await salonFigures(salonId)).toEqual({ avg: 3.67, count: 3 });
    const summary = await getApprovedRatingSummary(salonId);
    expect(summary).toEqual({
      averageRating: 3.67, reviewCount: 3,
      distribution: [{ stars: 5, count: 1 }, { stars: 4, count: 1 }, { stars: 3, count: 0 }, { stars: 2, count: 1 }, { stars: 1, count: 0 }],
    });

    // An edit sends the review back to moderation: it leaves the figures until approved again.
    const edited = await updateOwnReview(bob, bobResult.data.id, { rating: 3, comment: 'Tekrar gittim, daha iyiydi.' });
    expect(edited).toMatchObject({ status: 'pending', rating: 3 });
    const [row] = await f.q(`select approved, status from salon_reviews where id = $1`, [bobResult.data.id]);
    expect(row).toEqual({ approved: null, status: 'pending' });
    expect(await salonFigures(salonId)).toEqual({ avg: 4.5, count: 2 });
    await approve(bobResult.data.id);
    expect(await salonFigures(salonId)).toEqual({ avg: 4, count: 3 });

    // A rejected review never counts.
    await f.q(`update salon_reviews set approved = false, status = 'rejected' where id = $1`, [carolResult.data.id]);
    expect(await salonFigures(salonId)).toEqual({ avg: 4, count: 2 });
    expect((await getApprovedRatingSummary(salonId)).reviewCount).toBe(2);

    expect(await deleteOwnReview(alice, aliceReview)).toEqual({ salonId });
    expect(await salonFigures(salonId)).toEqual({ avg: 3, count: 1 });
    expect(await getApprovedRatingSummary(salonId)).toMatchObject({ averageRating: 3, reviewCount: 1 });
    await deleteOwnReview(bob, bobResult.data.id);
    expect(await salonFigures(salonId)).toEqual({ avg: 0, count: 0 });
    expect(await getApprovedRatingSummary(salonId)).toMatchObject({ averageRating: 0, reviewCount: 0 });
  });

  it('lists approved reviews newest first, 10 a page, with masked names only', async () => {
    const salon = await f.salon('Sayfalı Salon');
    for (let i = 0; i < 12; i++) {
      const customer = await f.customer(`0540000${String(i).padStart(4, '0')}`, i % 2 ? 'Mehmet' : 'Zeynep', 'Soyad');
      await f.q(`insert into salon_reviews (salon_id, customer_id, rating, comment, approved, status, created_at)
                 values ($1, $2, $3, $4, true, 'approved', now() - make_interval(mins => $5::int))`,
        [salon, customer, (i % 5) + 1, `Yorum numarası ${i}`, i]);
    }
    const pending = await f.customer('05400009999', 'Gizli', 'Bekleyen');
    await visit(pending, salon);
    await createReview(pending, { salonId: salon, rating: 1, comment: 'Henüz onaylanmamış yorum.' });

    const first = await listApprovedReviews(salon, 1);
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 2 });
    expect(first.reviews).toHaveLength(10);
    expect(first.reviews[0]).toMatchObject({ comment: 'Yorum numarası 0', reviewerName: 'Ze***' });
    expect(first.reviews[1].reviewerName).toBe('Me***');
    expect(JSON.stringify(first)).not.toMatch(/Zeynep|Mehmet|Soyad|Gizli/);
    const second = await listApprovedReviews(salon, 2);
    expect(second.reviews.map((r) => r.comment)).toEqual(['Yorum numarası 10', 'Yorum numarası 11']);
    // Out-of-range pages clamp to the last one.
    expect((await listApprovedReviews(salon, 99)).page).toBe(2);
    expect(await listApprovedReviews(otherSalonId)).toMatchObject({ total: 0, reviews: [], pageCount: 1 });
  });

  it('lists a customer’s reviews with salon name, status and staff name (or null)', async () => {
    const staffId = await f.staff(salonId, 'Elif', 'Şahin');
    await visit(carol, salonId, staffId, '2024-01-10');
    await f.q(`delete from salon_reviews where customer_id = $1`, [carol]);
    await createReview(carol, { salonId, rating: 5, comment: 'Elif Hanım çok ilgiliydi.' });
    const mine = await listCustomerReviews(carol);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ salonName: 'Işıl Güzellik Salonu', staffName: 'Elif Şahin', status: 'pending', rating: 5 });
    const alices = await listCustomerReviews(alice);
    expect(alices.map((r) => [r.salonName, r.staffName])).toEqual([['İnci Kuaför', null]]);
  });
});
