// The panel's reviews screen on a real database (both engines): the salon's published reviews
// with their summary (never another salon's, never a pending one), the salon's one public reply
// written, rewritten and removed without touching the review's approval or the salon's rating,
// another salon's review answering "not found", a review that is not published refusing a
// reply, 'Onaylı müşteri' only for a completed appointment at that salon that started before
// the review was written, and the operator removing a reply from the moderation screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTableQuery } from '@/platform/http/table-query';
import { useConnectionForTests } from '@/platform/db';
import { ADMIN_REVIEW_TABLE, deleteReviewById, listAdminReviews, removeReplyById } from '@/features/reviews/server/admin-reviews';
import { listPanelReviews, removeReviewReply, saveReviewReply } from '@/features/reviews/server/panel-reviews';
import { listApprovedReviews } from '@/features/reviews/server/reviews';
import { CONTROL_CHARACTER_MESSAGE } from '@/platform/text/input';
import {
  parseReviewListPage, REPLY_MAX, REPLY_REQUIRED_MESSAGE, REPLY_TOO_LONG_MESSAGE, REVIEW_NOT_APPROVED_MESSAGE, REVIEW_NOT_FOUND_MESSAGE,
  reviewReplySchema,
} from '@/features/reviews/schema.panel';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';
import { createPanelFixture, type PanelFixture } from './panel-fixtures';

// 15:00 in Istanbul: an appointment at 14:30 that day came before it, one at 15:30 after it
// (read as UTC, 14:30 would come after: the check must use the salon's wall time).
const WRITTEN = '2026-11-20T12:00:00Z';
const DAY = '2026-11-20';
const REVIEW_NOT_FOUND = { ok: false, error: REVIEW_NOT_FOUND_MESSAGE, status: 404 };
const NOT_APPROVED = { ok: false, error: REVIEW_NOT_APPROVED_MESSAGE, status: 409 };

describe.each(databaseKinds)('panel reviews on %s', (kind) => {
  let test: TestDatabase;
  let f: PanelFixture;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);
  let seq = 0;

  async function customer(first: string) {
    seq += 1;
    const phone = `0555${String(seq).padStart(7, '0')}`;
    const [{ id }] = await q<{ id: string }>(
      `insert into customers (phone, first_name, last_name) values ($1, $2, 'Soyad') returning id`, [phone, first]);
    return { id, phone };
  }
  async function review(salonId: string, customerId: string, opts: { rating?: number; status?: 'approved' | 'pending' | 'rejected'; at?: string } = {}) {
    const status = opts.status ?? 'approved';
    const approved = status === 'pending' ? null : status === 'approved';
    const [{ id }] = await q<{ id: string }>(
      `insert into salon_reviews (salon_id, customer_id, rating, comment, approved, status, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7) returning id`,
      [salonId, customerId, opts.rating ?? 5, `Yorum ${status} ${seq}`, approved, status, opts.at ?? WRITTEN]);
    return id;
  }
  async function visit(salonId: string, c: { id: string | null; phone: string }, time: string, status: string, date = DAY) {
    await q(`insert into appointments (salon_id, customer_id, customer_name, customer_phone, appointment_date, start_time, status)
             values ($1, $2, 'Müşteri', $3, $4, $5, $6)`, [salonId, c.id, c.phone, date, time, status]);
  }
  const reviewRow = async (id: string) => (await q<{ approved: boolean | null; status: string; updated_at: Date }>(
    `select approved, status, updated_at from salon_reviews where id = $1`, [id]))[0];
  const salonFigures = async (id: string) => (await q<{ average_rating: string; review_count: number }>(
    `select average_rating::text, review_count from salons where id = $1`, [id]))[0];
  const replyCount = async () => (await q<{ n: number }>(`select count(*)::int as n from salon_review_replies`))[0].n;
  const panelRow = async (salonId: string, reviewId: string) =>
    (await listPanelReviews(salonId, 1, 50)).rows.find((r) => r.id === reviewId);

  // Salon A: six published reviews (one per author below), one pending, one rejected; salon B: one.
  let verifiedR: string, cancelledR: string, otherSalonR: string, afterR: string, guestR: string, plainR: string;
  let pendingR: string, rejectedR: string, salonBR: string;

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    f = await createPanelFixture(test.conn);
    const A = f.a.id, B = f.b.id;

    const ayse = await customer('Ayşe');
    await visit(A, ayse, '14:30', 'completed');
    verifiedR = await review(A, ayse.id, { rating: 5, at: '2026-11-20T12:00:00Z' });

    const cem = await customer('Cem'); // cancelled before: not a customer of the salon
    await visit(A, cem, '10:00', 'cancelled');
    await visit(A, cem, '11:00', 'no_show');
    cancelledR = await review(A, cem.id, { rating: 4, at: '2026-11-20T12:00:01Z' });

    const deniz = await customer('Deniz'); // completed at salon B, reviews salon A
    await visit(B, deniz, '10:00', 'completed');
    otherSalonR = await review(A, deniz.id, { rating: 3, at: '2026-11-20T12:00:02Z' });

    const ece = await customer('Ece'); // completed at A, but only after writing the review
    await visit(A, ece, '15:30', 'completed');
    await visit(A, ece, '10:00', 'completed', '2026-11-21');
    afterR = await review(A, ece.id, { rating: 2, at: '2026-11-20T12:00:03Z' });

    const fatma = await customer('Fatma'); // her phone booked as a guest (no customer id)
    await visit(A, { id: null, phone: fatma.phone }, '09:00', 'completed');
    guestR = await review(A, fatma.id, { rating: 1, at: '2026-11-20T12:00:04Z' });

    const gul = await customer('Gül');
    plainR = await review(A, gul.id, { rating: 5, at: '2026-11-20T12:00:05Z' });

    const hale = await customer('Hale');
    await visit(A, hale, '09:00', 'completed');
    pendingR = await review(A, hale.id, { status: 'pending' });
    const ilke = await customer('İlke');
    rejectedR = await review(A, ilke.id, { status: 'rejected' });
    salonBR = await review(B, ayse.id, { rating: 1 });
  });
  afterAll(async () => { await test?.dispose(); });

  it('lists the salon’s published reviews only, newest first, each reviewer by first name and initial, with the summary', async () => {
    const page = await listPanelReviews(f.a.id);
    expect(page.rows.map((r) => r.id)).toEqual([plainR, guestR, afterR, otherSalonR, cancelledR, verifiedR]);
    // Its own customers, as a salon knows them (issue 28; the public page still masks them).
    expect(page.rows.map((r) => r.reviewerName)).toEqual(['Gül S.', 'Fatma S.', 'Ece S.', 'Deniz S.', 'Cem S.', 'Ayşe S.']);
    expect(JSON.stringify(page)).not.toMatch(/Soyad|05550/);
    expect(page.summary).toEqual({
      averageRating: 3.33, reviewCount: 6,
      distribution: [{ stars: 5, count: 2 }, { stars: 4, count: 1 }, { stars: 3, count: 1 }, { stars: 2, count: 1 }, { stars: 1, count: 1 }],
    });
    expect(page).toMatchObject({ total: 6, page: 1, pageCount: 1 });
    expect((await listPanelReviews(f.b.id)).rows.map((r) => r.id)).toEqual([salonBR]);
  });

  it('pages the list, a page past the end being the last one', async () => {
    const second = await listPanelReviews(f.a.id, 2, 4);
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 6 });
    expect(second.rows.map((r) => r.id)).toEqual([cancelledR, verifiedR]);
    expect((await listPanelReviews(f.a.id, 99, 4)).page).toBe(2);
    expect(parseReviewListPage({ page: '3' })).toBe(3);
    expect(parseReviewListPage({ page: ['x'] })).toBe(1);
    expect(parseReviewListPage({ page: '-1' })).toBe(1);
  });

  it("marks 'Onaylı müşteri' only for a completed appointment at this salon that started before the review", async () => {
    const verified = Object.fromEntries((await listPanelReviews(f.a.id)).rows.map((r) => [r.id, r.verified]));
    expect(verified).toEqual({
      [verifiedR]: true, [cancelledR]: false, [otherSalonR]: false, [afterR]: false, [guestR]: false, [plainR]: false,
    });
    // The public page reads the same.
    const publicRows = (await listApprovedReviews(f.a.id)).reviews;
    expect(publicRows.filter((r) => r.verified).map((r) => r.id)).toEqual([verifiedR]);
  });

  it('writes the reply under the review without touching its approval or the salon’s rating', async () => {
    const before = await reviewRow(verifiedR);
    const figures = await salonFigures(f.a.id);
    expect(await saveReviewReply(f.a.id, f.a.ownerId, verifiedR, 'Teşekkür ederiz,\nyine bekleriz!', new Date('2026-11-22T09:00:00Z')))
      .toEqual({ ok: true });
    expect((await panelRow(f.a.id, verifiedR))?.reply).toEqual({ text: 'Teşekkür ederiz,\nyine bekleriz!', at: '2026-11-22T09:00:00.000Z' });
    const publicReview = (await listApprovedReviews(f.a.id)).reviews.find((r) => r.id === verifiedR);
    expect(publicReview?.reply?.text).toBe('Teşekkür ederiz,\nyine bekleriz!');
    expect(await reviewRow(verifiedR)).toEqual(before);
    expect(await salonFigures(f.a.id)).toEqual(figures);
    const [row] = await q<{ replied_by: string }>(`select replied_by from salon_review_replies where review_id = $1`, [verifiedR]);
    expect(row.replied_by).toBe(f.a.ownerId);
  });

  it('keeps one reply per review: writing again edits it', async () => {
    const editedBy = f.users.personel.id;
    expect(await saveReviewReply(f.a.id, editedBy, verifiedR, 'Düzeltilmiş yanıt', new Date('2026-11-23T09:00:00Z'))).toEqual({ ok: true });
    const rows = await q<{ reply: string; replied_by: string; created_at: Date | string; updated_at: Date | string }>(
      `select reply, replied_by, created_at, updated_at from salon_review_replies where review_id = $1`, [verifiedR]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reply: 'Düzeltilmiş yanıt', replied_by: editedBy });
    expect(new Date(rows[0].created_at).toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(new Date(rows[0].updated_at).toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect((await panelRow(f.a.id, verifiedR))?.reply?.at).toBe('2026-11-23T09:00:00.000Z');
    await expect(q(`insert into salon_review_replies (review_id, reply) values ($1, 'ikinci')`, [verifiedR])).rejects.toThrow();
  });

  it('answers "not found" for another salon’s review and writes nothing', async () => {
    const count = await replyCount();
    expect(await saveReviewReply(f.b.id, f.b.ownerId, verifiedR, 'Başka salon')).toEqual(REVIEW_NOT_FOUND);
    expect(await saveReviewReply(f.a.id, f.a.ownerId, salonBR, 'Başka salon')).toEqual(REVIEW_NOT_FOUND);
    expect(await saveReviewReply(f.a.id, f.a.ownerId, '00000000-0000-4000-8000-000000000000', 'Yok')).toEqual(REVIEW_NOT_FOUND);
    expect(await removeReviewReply(f.b.id, verifiedR)).toBe(false);
    expect(await replyCount()).toBe(count);
    expect((await panelRow(f.a.id, verifiedR))?.reply?.text).toBe('Düzeltilmiş yanıt');
  });

  it('refuses a reply to a review that is not published', async () => {
    const count = await replyCount();
    expect(await saveReviewReply(f.a.id, f.a.ownerId, pendingR, 'Bekleyen')).toEqual(NOT_APPROVED);
    expect(await saveReviewReply(f.a.id, f.a.ownerId, rejectedR, 'Reddedilen')).toEqual(NOT_APPROVED);
    expect(await replyCount()).toBe(count);
  });

  it('removes the reply, keeping the review; removing again finds nothing', async () => {
    expect(await saveReviewReply(f.a.id, f.a.ownerId, plainR, 'Silinecek yanıt')).toEqual({ ok: true });
    expect(await removeReviewReply(f.a.id, plainR)).toBe(true);
    expect(await removeReviewReply(f.a.id, plainR)).toBe(false);
    const row = await panelRow(f.a.id, plainR);
    expect(row).toBeDefined();
    expect(row?.reply).toBeNull();
    expect((await reviewRow(plainR)).status).toBe('approved');
  });

  it('shows the reply to the operator, who can remove it', async () => {
    const list = await listAdminReviews(parseTableQuery({ filter: 'approved' }, ADMIN_REVIEW_TABLE));
    const row = list.rows.find((r) => r.id === verifiedR);
    expect(row).toMatchObject({ replyText: 'Düzeltilmiş yanıt', salonActive: true });
    expect(row?.replyAt?.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(list.rows.find((r) => r.id === cancelledR)?.replyText).toBeNull();

    expect(await removeReplyById(verifiedR)).toEqual({ salonId: f.a.id });
    expect(await removeReplyById(verifiedR)).toBeNull();
    expect((await panelRow(f.a.id, verifiedR))?.reply).toBeNull();
    expect((await reviewRow(verifiedR)).status).toBe('approved');
  });

  it('tells the operator a passive salon has no public page to link to', async () => {
    await q(`update salons set is_active = false where id = $1`, [f.b.id]);
    const list = await listAdminReviews(parseTableQuery({}, ADMIN_REVIEW_TABLE));
    expect(list.rows.find((r) => r.id === salonBR)?.salonActive).toBe(false);
    await q(`update salons set is_active = true where id = $1`, [f.b.id]);
  });

  it('removes a reply together with its review', async () => {
    expect(await saveReviewReply(f.a.id, f.a.ownerId, guestR, 'Yorumla birlikte gider')).toEqual({ ok: true });
    const count = await replyCount();
    expect(await deleteReviewById(guestR)).toEqual({ salonId: f.a.id });
    expect(await replyCount()).toBe(count - 1);
  });

  it('checks the reply text with the shared text rules', () => {
    const parse = (reply: unknown) => reviewReplySchema.safeParse({ reviewId: verifiedR, reply });
    expect(parse('  Teşekkürler\n\tekibimiz  ').data?.reply).toBe('Teşekkürler\n\tekibimiz');
    expect(parse('   ').error?.issues[0].message).toBe(REPLY_REQUIRED_MESSAGE);
    expect(parse(undefined).error?.issues[0].message).toBe(REPLY_REQUIRED_MESSAGE);
    expect(parse('a'.repeat(REPLY_MAX)).success).toBe(true);
    expect(parse('a'.repeat(REPLY_MAX + 1)).error?.issues[0].message).toBe(REPLY_TOO_LONG_MESSAGE);
    expect(parse('yanıt\u0000').error?.issues[0].message).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(reviewReplySchema.safeParse({ reviewId: 'abc', reply: 'x' }).success).toBe(false);
  });
});
