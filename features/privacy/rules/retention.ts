// How long each kind of personal data is kept (KVKK art. 4: no longer than its purpose needs), and
// the cut-offs a retention run at `now` applies. Pure: the job (features/privacy/server) and the
// tests take `now` from outside. README "KVKK: what we keep and for how long" is the same list
// in words; change both together.
import { addDaysToDate, istanbulClock, istanbulToInstant } from '@/platform/time/istanbul';

const DAY_MS = 24 * 60 * 60_000;

/** What an anonymised guest appointment says instead of the person (customer_phone's check needs 11 digits). */
export const ANONYMOUS_NAME = 'Anonim';
export const ANONYMOUS_PHONE = '00000000000';

/**
 * A guest's name, phone, e-mail and notes on an appointment (and on a settled bill): two years
 * after the appointment date by default (env GUEST_DATA_RETENTION_DAYS). The salon needs to know
 * who came while a complaint about the service can still be made: a consumer's claims for a
 * defective service are time-barred two years after it was performed (Law 6502 on consumer
 * protection). The Turkish Commercial Code (10 years) and the Tax Procedure Law (5 years) keep the
 * salon's books and documents: the amounts stay, but neither needs a guest's phone on our calendar.
 */
export const DEFAULT_GUEST_RETENTION_DAYS = 730;

export const RETENTION = {
  /** A session row (address, browser) 30 days after it expired: enough to answer "was someone else in my account?". */
  sessionDaysAfterExpiry: 30,
  /**
   * Sign-in attempts and write budgets count only inside their windows (15 minutes to 24 hours,
   * platform/access/rate-limit.ts, platform/limits/budgets.ts, which already prune at one day now
   * and then); a quiet site never triggers that prune, so the job guarantees it.
   */
  attemptDays: 1,
  /**
   * Sent or given-up mail and text messages: 90 days to answer "I never got the confirmation" with
   * the SMTP answer or the SMS provider's id and delivery report.
   */
  mailDays: 90,
  /**
   * A KVKK request's code mail or text, whatever its state: one day. The code lives 15 minutes and
   * is kept hashed on the request; the message holds it in clear and names an address or number
   * nobody may have proved.
   */
  requestCodeMailDays: 1,
  /** Contact messages already answered or archived: two years, to read the history when the same person writes again. */
  contactMessageDays: 730,
  /** Registrations never paid (no money captured): 90 days, far past PayTR's last notification. */
  unpaidRegistrationDays: 90,
  /** The destruction record itself: at least three years (Regulation on erasure, art. 7). */
  destructionLogYears: 3,
  /**
   * A KVKK request whose code (by e-mail or SMS) was never entered: 7 days. Nobody proved the
   * address or number was theirs, nothing was done with it, and a week covers a code that arrived
   * late or a second try.
   */
  unverifiedRequestDays: 7,
  /**
   * An answered KVKK request (done or rejected): three calendar years after the answer. It is our
   * proof that the request was answered, in time and how, for as long as that can be questioned:
   * a complaint to the Board follows the answer within 30 days (art. 14), but the Board may also
   * examine a matter of its own motion (art. 15) and a claim for damages (art. 11/1-ğ) runs two
   * years from when the person learns of the harm (Code of Obligations art. 72). The law fixes no
   * period for applications; three years is the Regulation's own horizon for the record of a
   * destruction (above), so an erasure request and the record of that erasure leave together.
   */
  answeredRequestYears: 3,
} as const;

export interface RetentionCutoffs {
  /** Istanbul's date at `now`: a booking confirmation of an appointment on or after it is still needed. */
  today: string;
  /** Guest appointments dated before this day ('YYYY-MM-DD') are anonymised. */
  guestBeforeDate: string;
  /** The same day's start in Istanbul: settled guest bills closed before it are anonymised. */
  guestBefore: Date;
  /** Sessions that expired before this. */
  sessionsExpiredBefore: Date;
  attemptsBefore: Date;
  mailBefore: Date;
  requestCodeMailBefore: Date;
  contactMessagesBefore: Date;
  unpaidRegistrationsBefore: Date;
  destructionLogBefore: Date;
  /** KVKK requests never verified, created before this. */
  unverifiedRequestsBefore: Date;
  /** KVKK requests answered before this. */
  answeredRequestsBefore: Date;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Calendar years, so a leap day never makes a record a day short. */
function yearsBefore(now: Date, years: number): Date {
  const at = new Date(now);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return at;
}

/** The cut-offs of a run at `now` with guests kept `guestDays` days after their appointment. */
export function retentionCutoffs(now: Date, guestDays: number = DEFAULT_GUEST_RETENTION_DAYS): RetentionCutoffs {
  if (!Number.isInteger(guestDays) || guestDays < 1) throw new RangeError(`guestDays must be a positive whole number: ${guestDays}`);
  const today = istanbulClock(now).date;
  const guestBeforeDate = addDaysToDate(today, -guestDays);
  return {
    today,
    guestBeforeDate,
    guestBefore: istanbulToInstant(guestBeforeDate, '00:00'),
    sessionsExpiredBefore: daysBefore(now, RETENTION.sessionDaysAfterExpiry),
    attemptsBefore: daysBefore(now, RETENTION.attemptDays),
    mailBefore: daysBefore(now, RETENTION.mailDays),
    requestCodeMailBefore: daysBefore(now, RETENTION.requestCodeMailDays),
    contactMessagesBefore: daysBefore(now, RETENTION.contactMessageDays),
    unpaidRegistrationsBefore: daysBefore(now, RETENTION.unpaidRegistrationDays),
    destructionLogBefore: yearsBefore(now, RETENTION.destructionLogYears),
    unverifiedRequestsBefore: daysBefore(now, RETENTION.unverifiedRequestDays),
    answeredRequestsBefore: yearsBefore(now, RETENTION.answeredRequestYears),
  };
}
