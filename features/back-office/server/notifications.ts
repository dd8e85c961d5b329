import 'server-only';
// What needs an operator's attention (the bell in the admin top bar): new contact messages,
// reviews waiting for moderation, and — for admins and above — salon registrations completed
// and payments that failed in the last 7 days, and paid orders waiting for review (pinned first). Counts for the badge, the newest items for the list.
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { countPaymentReviews } from '@/features/subscriptions/server/payment-reviews';
import { getDb } from '@/platform/db';
import { contactMessages, pendingRegistrations, salonReviews, salons } from '@/platform/db/schema';

export const NOTIFICATION_LIST_SIZE = 5;
const RECENT_DAYS = 7;

export type NotificationKind = 'contact' | 'review' | 'registration' | 'payment_failed' | 'payment_review';

export interface AdminNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  detail: string;
  href: string;
  createdAt: string;
}

export interface AdminNotifications {
  total: number;
  items: AdminNotification[];
}

export async function loadAdminNotifications(options: { includeRegistrations: boolean }, now = new Date()): Promise<AdminNotifications> {
  const db = await getDb();
  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  const limit = NOTIFICATION_LIST_SIZE;
  const newContacts = eq(contactMessages.status, 'new');
  const pendingReviews = isNull(salonReviews.approved);
  const completed = and(eq(pendingRegistrations.status, 'completed'), gt(pendingRegistrations.completedAt, since));
  // A flagged (paid) one is the review item's, not a plain failure.
  const failed = and(eq(pendingRegistrations.status, 'failed'), gt(pendingRegistrations.createdAt, since), eq(pendingRegistrations.needsReview, false));

  const queries = [
    db.select({ n: count() }).from(contactMessages).where(newContacts).then(([r]) => r.n),
    db.select({ n: count() }).from(salonReviews).where(pendingReviews).then(([r]) => r.n),
    db.select({ id: contactMessages.id, name: contactMessages.name, at: contactMessages.createdAt })
      .from(contactMessages).where(newContacts).orderBy(desc(contactMessages.createdAt)).limit(limit)
      .then((rows) => rows.map((r): AdminNotification => ({
        id: `contact:${r.id}`, kind: 'contact', title: 'Yeni iletişim mesajı', detail: r.name, href: '/admin/contacts', createdAt: r.at.toISOString(),
      }))),
    db.select({ id: salonReviews.id, rating: salonReviews.rating, salon: salons.name, at: salonReviews.createdAt })
      .from(salonReviews).innerJoin(salons, eq(salons.id, salonReviews.salonId))
      .where(pendingReviews).orderBy(desc(salonReviews.createdAt)).limit(limit)
      .then((rows) => rows.map((r): AdminNotification => ({
        id: `review:${r.id}`, kind: 'review', title: 'Onay bekleyen yorum', detail: `${r.salon} · ${r.rating}/5`, href: '/admin/reviews', createdAt: r.at.toISOString(),
      }))),
  ] as const;
  const [contacts, reviews, contactItems, reviewItems] = await Promise.all(queries);
  let total = contacts + reviews;
  const items = [...contactItems, ...reviewItems];

  if (options.includeRegistrations) {
    const salonName = sql<string>`coalesce(${pendingRegistrations.salonData}->>'name', '')`;
    const [registrations, failures, registrationItems, failureItems] = await Promise.all([
      db.select({ n: count() }).from(pendingRegistrations).where(completed).then(([r]) => r.n),
      db.select({ n: count() }).from(pendingRegistrations).where(failed).then(([r]) => r.n),
      db.select({ id: pendingRegistrations.merchantOid, name: salonName, at: pendingRegistrations.completedAt })
        .from(pendingRegistrations).where(completed).orderBy(desc(pendingRegistrations.completedAt)).limit(limit),
      db.select({ id: pendingRegistrations.merchantOid, name: salonName, at: pendingRegistrations.createdAt })
        .from(pendingRegistrations).where(failed).orderBy(desc(pendingRegistrations.createdAt)).limit(limit),
    ]);
    total += registrations + failures;
    items.push(
      ...registrationItems.map((r): AdminNotification => ({
        id: `registration:${r.id}`, kind: 'registration', title: 'Yeni salon kaydı', detail: r.name, href: '/admin/salons', createdAt: (r.at ?? now).toISOString(),
      })),
      ...failureItems.map((r): AdminNotification => ({
        id: `payment:${r.id}`, kind: 'payment_failed', title: 'Tamamlanamayan ödeme', detail: r.name, href: '/admin/subscriptions', createdAt: r.at.toISOString(),
      })),
    );
  }
  items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (options.includeRegistrations) {
    // Paid orders that activated nothing stay at the top until an operator settles them.
    const reviews = await countPaymentReviews(db);
    if (reviews > 0) {
      total += reviews;
      items.unshift({
        id: 'payment-review', kind: 'payment_review', title: 'İncelenecek ödemeler',
        detail: `${reviews} ödeme alındı ama etkinleştirilmedi`, href: '/admin/odemeler', createdAt: now.toISOString(),
      });
    }
  }
  return { total, items: items.slice(0, limit) };
}
