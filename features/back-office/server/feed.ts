import 'server-only';
// The activity feed of the dashboard and /admin/activities (spec 2 §2): new customers,
// reviews and appointments, newest first. One definition of each source, used both for the
// dashboard's "5 from each, 8 in all" and for the filtered, searched, paged full list. The full
// list also shows the admin activity log (issue 24 #12): who changed a price or deleted a salon.
// Search is Turkish case- and accent-insensitive (platform/db/turkish-sql.ts).
import { foldTurkish } from '@/platform/text/turkish';
import { SQL_FOLD_FROM, SQL_FOLD_TO } from '@/platform/db/turkish-sql';
import { getConnection } from '@/platform/db';

export type FeedKind = 'appointment' | 'review' | 'customer' | 'admin';
export const FEED_FILTERS = ['all', 'appointments', 'reviews', 'customers', 'admin'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];
export const DASHBOARD_FEED_SIZE = 8;
export const DASHBOARD_FEED_PER_SOURCE = 5;

export interface FeedItem {
  id: string;
  kind: FeedKind;
  title: string;
  detail: string;
  status: string;
  at: Date;
  /** The screen of the record an admin action touched, when there is one. */
  href: string | null;
}

/** What each logged admin action reads as in the feed; an action not listed shows its code. */
export const ADMIN_ACTION_LABELS: Record<string, string> = {
  LOGIN: 'Giriş yaptı', LOGOUT: 'Çıkış yaptı', PASSWORD_CHANGE: 'Şifresini değiştirdi',
  ADMIN_CREATE: 'Yönetici oluşturdu', ADMIN_ROLE_CHANGE: 'Yönetici rolünü değiştirdi',
  ADMIN_ACTIVATE: 'Yöneticiyi aktif yaptı', ADMIN_DEACTIVATE: 'Yöneticiyi devre dışı bıraktı',
  SALON_CREATE: 'Salon oluşturdu', SALON_UPDATE: 'Salonu düzenledi', SALON_DELETE: 'Salonu sildi',
  SALON_ACTIVATE: 'Salonu aktif yaptı', SALON_DEACTIVATE: 'Salonu pasif yaptı',
  SUBSCRIPTION_CREATE: 'Abonelik oluşturdu', SUBSCRIPTION_UPDATE: 'Aboneliği düzenledi', SUBSCRIPTION_CANCEL: 'Aboneliği iptal etti',
  PLAN_CREATE: 'Plan oluşturdu', PLAN_UPDATE: 'Planı / fiyatı güncelledi', PLAN_DELETE: 'Planı sildi',
  PLAN_ACTIVATE: 'Planı aktif yaptı', PLAN_DEACTIVATE: 'Planı pasif yaptı',
  REVIEW_APPROVE: 'Yorumu onayladı', REVIEW_REJECT: 'Yorumu reddetti', REVIEW_UNPUBLISH: 'Yorumu yayından kaldırdı',
  REVIEW_DELETE: 'Yorumu sildi', REVIEW_REPLY_REMOVE: 'Yorum yanıtını kaldırdı',
  CONTACT_OPEN: 'Mesajı açtı', CONTACT_STATUS: 'Mesaj durumunu değiştirdi', CONTACT_MARK_ALL_READ: 'Mesajları okundu yaptı',
  CONTACT_ARCHIVE: 'Mesajları arşivledi', CONTACT_DELETE: 'Mesajları sildi', CONTACT_REPLY: 'Mesajı yanıtladı',
  CONTACT_INFO_UPDATE: 'İletişim bilgilerini güncelledi',
  KVKK_CONTROLLER_UPDATE: 'KVKK veri sorumlusu bilgilerini güncelledi',
  KVKK_REQUEST_DONE: 'KVKK başvurusunu tamamladı', KVKK_REQUEST_REJECT: 'KVKK başvurusunu reddetti',
  CONTENT_HERO_UPDATE: 'Ana sayfa başlığını güncelledi', CONTENT_HERO_IMAGES: 'Ana sayfa görsellerini güncelledi',
  CONTENT_LOGO_UPDATE: 'Logoyu güncelledi', CONTENT_SECTION_UPDATE: 'Site bölümünü güncelledi',
  FEATURE_CARD_CREATE: 'Özellik kartı ekledi', FEATURE_CARD_UPDATE: 'Özellik kartını düzenledi',
  FEATURE_CARD_DELETE: 'Özellik kartını sildi', FEATURE_CARD_MOVE: 'Özellik kartını taşıdı',
  PRICING_CARD_CREATE: 'Fiyat kartı ekledi', PRICING_CARD_UPDATE: 'Fiyat kartını düzenledi', PRICING_CARD_DELETE: 'Fiyat kartını sildi',
  PRICING_CARD_MOVE: 'Fiyat kartını taşıdı', PRICING_CARD_FLAG: 'Fiyat kartını değiştirdi',
  TESTIMONIAL_CREATE: 'Müşteri yorumu ekledi', TESTIMONIAL_UPDATE: 'Müşteri yorumunu düzenledi',
  TESTIMONIAL_DELETE: 'Müşteri yorumunu sildi', TESTIMONIAL_VISIBILITY: 'Müşteri yorumunun görünürlüğünü değiştirdi',
  PAYTR_SETTINGS_UPDATE: 'PayTR ayarlarını güncelledi', PAYTR_TEST: 'PayTR bağlantısını test etti',
  EMAIL_TEST: 'Test e-postası gönderdi', EMAIL_RETRY: 'E-postayı yeniden denedi',
  SMS_SETTINGS_UPDATE: 'SMS ayarlarını güncelledi', SMS_TEST: 'Test SMS gönderdi', SMS_RESEND: 'SMS\'i tekrar gönderdi',
};

// The labels as SQL, so the search also finds 'fiyat' or 'sildi'. Our own constants, quoted.
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const ADMIN_ACTION_LABEL_SQL = `case l.action ${Object.entries(ADMIN_ACTION_LABELS)
  .map(([action, label]) => `when ${quote(action)} then ${quote(label)}`).join(' ')} else l.action end`;

// Each source yields id, kind, title, detail, status, at, target_type, subject. Names are joined
// with a space and trimmed, so a customer without a surname reads well. An admin item: who (name
// and e-mail; a row whose admin was removed keeps no name), then what they did and to which salon
// (issue 29: 'Salon 0c46eb9d-…' and raw ids read as nothing). The salon is found from the record
// the action touched, or from a 'Salon <id>' the description carries (kept for records that are
// gone, e.g. a deleted review); the id itself is never shown.
const SALON_ID_IN_TEXT = `'Salon ([0-9a-fA-F-]{36})'`;
const SOURCES: Record<FeedKind, string> = {
  customer: `select c.id::text as id, 'customer' as kind, trim(c.first_name || ' ' || c.last_name) as title,
      c.phone as detail, case when c.is_active then 'active' else 'inactive' end as status, c.created_at as at,
      null::text as target_type, null::text as subject
    from customers c`,
  review: `select r.id::text as id, 'review' as kind, trim(c.first_name || ' ' || c.last_name) || ' → ' || s.name as title,
      r.rating || '/5 · ' || left(r.comment, 160) as detail, r.status as status, r.created_at as at,
      null::text as target_type, null::text as subject
    from salon_reviews r join customers c on c.id = r.customer_id join salons s on s.id = r.salon_id`,
  appointment: `select a.id::text as id, 'appointment' as kind, a.customer_name as title,
      concat_ws(' · ', sv.name, s.name, to_char(a.appointment_date, 'DD.MM.YYYY') || ' ' || to_char(a.start_time, 'HH24:MI')) as detail,
      a.status as status, a.created_at as at, null::text as target_type, null::text as subject
    from appointments a join salons s on s.id = a.salon_id left join services sv on sv.id = a.service_id`,
  admin: `select l.id::text as id, 'admin' as kind,
      coalesce(nullif(trim(coalesce(u.full_name, '')), '') || ' (' || u.email || ')', u.email, 'Bilinmeyen yönetici') as title,
      concat_ws(' · ', ${ADMIN_ACTION_LABEL_SQL}, t.salon_name,
        nullif(trim(regexp_replace(coalesce(l.description, ''), ${SALON_ID_IN_TEXT} || ':? ?', '', 'g')), '')) as detail,
      '' as status, l.created_at as at, l.target_type as target_type, t.salon_name as subject
    from admin_activity_logs l left join admin_users u on u.id = l.admin_id
    left join lateral (select coalesce(
      (select s.name from salons s where l.target_type = 'salon' and s.id::text = l.target_id),
      (select s.name from subscriptions x join salons s on s.id = x.salon_id where l.target_type = 'subscription' and x.id::text = l.target_id),
      (select s.name from salon_reviews r join salons s on s.id = r.salon_id where l.target_type = 'salon_review' and r.id::text = l.target_id),
      (select s.name from salons s where s.id::text = lower(substring(l.description from ${SALON_ID_IN_TEXT})))) as salon_name) t on true`,
};

/** The back-office screen of each kind of record an admin action touches. */
const SCREEN_OF_TARGET: Record<string, string> = {
  salon: '/admin/salons', subscription: '/admin/subscriptions', salon_review: '/admin/reviews',
  contact_message: '/admin/contacts', admin_user: '/admin/admin-users', subscription_plan: '/admin/subscription-plans',
  site_content: '/admin/content', feature_card: '/admin/content', contact_info: '/admin/content',
  site_pricing_card: '/admin/pricing', testimonial: '/admin/testimonials', paytr_settings: '/admin/paytr-settings',
  email_outbox: '/admin/email-test', pending_registration: '/admin/odemeler', subscription_order: '/admin/odemeler',
  kvkk_request: '/admin/kvkk', sms_settings: '/admin/sms', sms_outbox: '/admin/sms',
};

/** Where an admin action's record is: its screen, searched for the salon's name when there is one. */
export function feedHref(targetType: string | null, subject: string | null): string | null {
  const screen = targetType ? SCREEN_OF_TARGET[targetType] : undefined;
  if (!screen) return null;
  return subject ? `${screen}?${new URLSearchParams({ q: subject })}` : screen;
}

/** The dashboard's sources (spec 2 §2: customers, reviews, appointments); the full list has all. */
const DASHBOARD_KINDS: FeedKind[] = ['customer', 'review', 'appointment'];

const KIND_OF_FILTER: Record<Exclude<FeedFilter, 'all'>, FeedKind> = { appointments: 'appointment', reviews: 'review', customers: 'customer', admin: 'admin' };

type RawItem = Omit<FeedItem, 'at' | 'href'> & { at: Date | string; target_type: string | null; subject: string | null };
const toItem = ({ target_type: targetType, subject, ...row }: RawItem): FeedItem => ({
  ...row, at: new Date(row.at), href: feedHref(targetType, subject),
});

/** Dashboard: the 5 newest of each source, then the 8 newest of those. */
export async function recentActivities(): Promise<FeedItem[]> {
  const conn = await getConnection();
  const parts = DASHBOARD_KINDS.map((kind) => `(${SOURCES[kind]} order by at desc limit ${DASHBOARD_FEED_PER_SOURCE})`);
  const rows = await conn.query<RawItem>(`${parts.join(' union all ')} order by at desc, id limit ${DASHBOARD_FEED_SIZE}`);
  return rows.map(toItem);
}

export interface FeedQuery {
  filter: FeedFilter;
  q: string;
  page: number;
  pageSize: number;
}

/**
 * The full list. `adminLog: false` leaves the admin activity log out (moderators: it names other
 * admins and what they did on screens a moderator cannot open).
 */
export async function listActivities(query: FeedQuery, { adminLog = true }: { adminLog?: boolean } = {}): Promise<{
  rows: FeedItem[]; total: number; counts: Record<FeedFilter, number>; adminLog: boolean;
}> {
  const conn = await getConnection();
  const kinds = (Object.keys(SOURCES) as FeedKind[]).filter((k) => adminLog || k !== 'admin');
  const union = kinds.map((k) => SOURCES[k]).join(' union all ');
  const params: unknown[] = [];
  let search = 'true';
  if (query.q) {
    params.push(`%${foldTurkish(query.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`, SQL_FOLD_FROM, SQL_FOLD_TO);
    const fold = (col: string) => `lower(translate(${col}, $2::text, $3::text))`;
    search = `(${fold('title')} like $1 or ${fold('detail')} like $1)`;
  }
  const searched = `select * from (${union}) feed where ${search}`;
  const kind = query.filter === 'all' ? null : KIND_OF_FILTER[query.filter];
  const kindParam = params.length + 1;
  const [rows, counts] = await Promise.all([
    conn.query<RawItem>(
      `${searched} and ($${kindParam}::text is null or kind = $${kindParam}) order by at desc, id limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
      [...params, kind]),
    conn.query<{ kind: FeedKind; n: number }>(`select kind, count(*)::int as n from (${searched}) s group by kind`, params),
  ]);
  const byKind = Object.fromEntries(counts.map((c) => [c.kind, Number(c.n)])) as Partial<Record<FeedKind, number>>;
  const total = (byKind.appointment ?? 0) + (byKind.review ?? 0) + (byKind.customer ?? 0) + (byKind.admin ?? 0);
  return {
    adminLog,
    rows: rows.map(toItem),
    total: kind ? byKind[kind] ?? 0 : total,
    counts: {
      all: total, appointments: byKind.appointment ?? 0, reviews: byKind.review ?? 0, customers: byKind.customer ?? 0, admin: byKind.admin ?? 0,
    },
  };
}
