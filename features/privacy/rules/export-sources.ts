// Where the customer's export (features/privacy/server/export.ts) reads from, and which columns that
// refer to a customer it leaves out on purpose. tests/db/customer-export.test.ts reads the
// database's own schema: every foreign key to customers(id) and every public column named
// customer_*, *phone* or *email* must be a source, a copy on a source's rows, or an exclusion
// below, and every entry here must still exist. A new table with a customer reference (a loyalty
// card's holder, say) therefore fails that test until someone decides whether the customer gets
// to see it.
//
// Rows are found by the account (customer_id), never by a phone or an e-mail address alone:
// neither is verified when an account is registered, so matching on them would hand one person
// the bookings a guest made with the same number.

export type ExportSection = 'profile' | 'sessions' | 'appointments' | 'reviews' | 'bills' | 'emails' | 'texts';

export interface ExportSource {
  table: string;
  /** The column the customer's rows are found by (directly, or through the section's parent rows). */
  column: string;
  /** Details of the customer copied onto the same rows, exported with them. */
  copies?: readonly string[];
  section: ExportSection;
}

export const EXPORT_SOURCES: readonly ExportSource[] = [
  // Never password_hash (nor search_text, a folded copy of the name, phone and e-mail).
  { table: 'customers', column: 'id', copies: ['phone', 'email'], section: 'profile' },
  // Created, expiry, address and browser; never token_hash.
  { table: 'customer_sessions', column: 'customer_id', section: 'sessions' },
  { table: 'appointments', column: 'customer_id', copies: ['customer_name', 'customer_phone', 'customer_email'], section: 'appointments' },
  { table: 'salon_reviews', column: 'customer_id', section: 'reviews' },
  // The salon's public answer under each of the customer's reviews.
  { table: 'salon_review_replies', column: 'review_id', section: 'reviews' },
  { table: 'bills', column: 'customer_id', copies: ['customer_name', 'customer_phone'], section: 'bills' },
  { table: 'bill_lines', column: 'bill_id', section: 'bills' },
  { table: 'bill_payments', column: 'bill_id', section: 'bills' },
  // Mail written to the customer about their own appointments and bills (rules/mail-audience.ts):
  // recipient, subject, kind, status and times. Not the bodies: a booking confirmation carries
  // the private manage link's token, and the message itself is already in the customer's inbox.
  { table: 'email_outbox', column: 'reference_id', copies: ['to_email'], section: 'emails' },
  // Text messages to the customer about their own appointments (rules/mail-audience.ts), as the
  // mail: number, kind, status, delivery report and times. Not the bodies, for the same reasons
  // (a confirmation carries the manage link, the text is already on their phone).
  { table: 'sms_outbox', column: 'reference_id', copies: ['to_phone'], section: 'texts' },
];

export interface ExportExclusion {
  table: string;
  column: string;
  /** Why the customer's export leaves it out (kept short; README "KVKK: your data" says more). */
  why: string;
}

export const EXPORT_EXCLUSIONS: readonly ExportExclusion[] = [
  {
    table: 'salon_customer_notes',
    column: 'customer_phone',
    // The salon is the controller of what it writes about its customers (KVKK notice for salons):
    // an access request for it goes to the salon. Keyed by a phone, which proves no ownership.
    // Deleted when the account closes (at the salons the account has visited).
    why: 'Salonun kendi müşteri notu; veri sorumlusu salondur.',
  },
  // Sign-in and registration attempts and the anonymous-write budgets, keyed by the phone or
  // e-mail typed (by anyone): a security log kept 24 hours (platform/access/rate-limit.ts),
  // legitimate interest (KVKK art. 5/2-f). Not named like the columns the test looks for; listed
  // so that the decision is written down.
  { table: 'auth_attempts', column: 'identifier', why: 'Güvenlik kaydı; 24 saat saklanır.' },
  // A contact form's sender: anybody, not an account, and the address proves nothing.
  { table: 'contact_messages', column: 'email', why: 'İletişim formu; bir hesaba bağlı değildir.' },
  { table: 'contact_messages', column: 'phone', why: 'İletişim formu; bir hesaba bağlı değildir.' },
  // A KVKK request (/kvkk/basvuru) names an e-mail or phone that anybody may type; it is answered
  // by an operator to that address, not through an account. Not named like the columns the test
  // looks for; listed so that the decision is written down.
  { table: 'kvkk_requests', column: 'contact', why: 'KVKK başvurusu; bir hesaba bağlı değildir, başvurana ayrıca yanıtlanır.' },
  // Not customers: salons' business contacts, their panel users, the platform's operators and
  // its own contact details.
  { table: 'salons', column: 'email', why: 'Salonun iletişim bilgisi.' },
  { table: 'salons', column: 'phone', why: 'Salonun iletişim bilgisi.' },
  // The phone a salon gets its own notices on (panel → Bildirimler): the salon's, not a customer's.
  { table: 'salons', column: 'sms_phone', why: 'Salonun bildirim telefonu.' },
  { table: 'users', column: 'email', why: 'Salon paneli kullanıcısı.' },
  { table: 'users', column: 'phone', why: 'Salon paneli kullanıcısı.' },
  { table: 'admin_users', column: 'email', why: 'Platform yöneticisi.' },
  { table: 'contact_info', column: 'email', why: 'Platformun iletişim bilgisi.' },
  { table: 'contact_info', column: 'phone', why: 'Platformun iletişim bilgisi.' },
];

/** "table.column" of every column the export accounts for: sources, their copies, exclusions. */
export function coveredColumns(): Set<string> {
  const covered = new Set<string>();
  for (const s of EXPORT_SOURCES) {
    covered.add(`${s.table}.${s.column}`);
    for (const c of s.copies ?? []) covered.add(`${s.table}.${c}`);
  }
  for (const e of EXPORT_EXCLUSIONS) covered.add(`${e.table}.${e.column}`);
  return covered;
}
