// The text messages about a booking (issue 32): the e-mails' words (appointments/server/
// mail-templates.ts, reminder-template.ts, salon-notice-template.ts) in one part where possible.
// Pure: plain values in, one string out; the caller picks the number and sends.
//
// No footer, no İYS check and no opt-out (RET) text: these are transactional messages about the
// recipient's own booking, not commercial electronic messages under Law 6563, whose approval
// rules (İYS, the opt-out line) apply only to those; we send no marketing (README "KVKK"). The
// sender says so to Netgsm with filter=0 ('not commercial'), so no İYS filter drops them.
import { MONTH_NAMES, WEEKDAY_NAMES } from '@/platform/time/calendar';
import { addDaysToDate, dayOfWeekOf } from '@/platform/time/istanbul';
import { billedParts, type SmsEncodingOptions } from './encoding';

/** Texts are sized for the Turkish single shift (Netgsm encoding=TR): 150 septets once the operator's code is in. */
const SIZING: SmsEncodingOptions = { turkishShift: true };
/** '…' is not in any GSM table: one would send the whole text as UCS-2 (70 a part). */
const ELLIPSIS = '...';
/** A long salon name gives way to this length first, then the reason and the greeting, then the rest of it. */
const NAME_SOFT_MIN = 24;
const NAME_MIN = 12;
const REASON_MIN = 12;
const SERVICE_MIN = 12;
const FIRST_NAME_MAX = 20;

/** Characters the GSM tables lack, as the nearest ones they have (â would make the text UCS-2). */
const REPLACEMENTS: [RegExp, string][] = [
  [/[’‘‚‛′`´]/g, "'"], [/[“”„‟″]/g, '"'], [/[‐‑‒–—―−]/g, '-'], [/…/g, ELLIPSIS],
  [/[âá]/g, 'a'], [/[ÂÁ]/g, 'A'], [/[îí]/g, 'i'], [/[ÎÍ]/g, 'I'], [/[ûú]/g, 'u'], [/[ÛÚ]/g, 'U'], [/ê/g, 'e'], [/Ê/g, 'E'],
  // Emoji and their joiners, skin tones, variation selectors and flags: decoration, and UCS-2.
  [/[\p{Extended_Pictographic}\p{Emoji_Modifier}\u200d\ufe0e\ufe0f\u{1f1e6}-\u{1f1ff}]/gu, ''],
];

/**
 * A salon's, a customer's or a service's name, or a reason, as a text message carries it:
 * composed (a decomposed ş is UCS-2), GSM-friendly where that keeps the meaning, on one line.
 */
export function smsSafe(text: string): string {
  let out = text.normalize('NFC');
  for (const [pattern, replacement] of REPLACEMENTS) out = out.replace(pattern, replacement);
  return out.replace(/\s+/g, ' ').trim();
}

/** 'Ayşe Nur Yılmaz' → 'Ayşe' (the greeting uses one name). */
export function firstNameOf(fullName: string): string {
  return smsSafe(fullName).split(' ')[0] ?? '';
}

/** '2031-12-12' → '12 Aralık': no year, a text is about the coming days. */
const dayMonth = (date: string) => `${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]}`;
/** '2031-12-12' → '12 Aralık Cuma' */
const dayLabel = (date: string) => `${dayMonth(date)} ${WEEKDAY_NAMES[dayOfWeekOf(date)]}`;
const hhmm = (time: string) => time.slice(0, 5);
const when = (date: string, time: string) => `${dayLabel(date)} ${hhmm(time)}`;
const length = (text: string) => [...text].length;

/** Words a shortened name should not end on ('Saç ve...'). */
const DANGLING = /(?:\s+(?:ve|ile|&|-))+$/i;

/**
 * `text`, then shorter and shorter versions ending in '...', down to `min` characters; each cut
 * at a word's end when that keeps at least half of what fits, else inside the word.
 */
function shortenings(text: string, min: number): string[] {
  const chars = [...text];
  const out = [text];
  for (let n = chars.length - 1; n >= min; n--) {
    let cut = chars.slice(0, n - ELLIPSIS.length).join('');
    const space = cut.lastIndexOf(' ');
    if (chars[n - ELLIPSIS.length] !== ' ' && space >= (n - ELLIPSIS.length) / 2) cut = cut.slice(0, space);
    out.push(cut.replace(/[\s.,;:!?'"(&-]+$/, '').replace(DANGLING, '') + ELLIPSIS);
  }
  return out;
}

interface Step<K> { key: K; upTo?: number }

/**
 * The text with the fewest parts and, within that, the most of each piece. Every piece starts at
 * its last (least) choice, which sets the part count; the steps then give each piece, in order of
 * importance, its longest choice that keeps that count. The time and the link are never pieces.
 */
function fit<K extends string>(
  choices: Record<K, readonly string[]>, steps: readonly Step<K>[], render: (pick: Record<K, string>) => string,
): string {
  const pick = Object.fromEntries(Object.entries<readonly string[]>(choices).map(([k, c]) => [k, c[c.length - 1]])) as Record<K, string>;
  const target = billedParts(render(pick), SIZING).parts;
  for (const { key, upTo = Infinity } of steps) {
    for (const choice of choices[key]) {
      if (length(choice) <= length(pick[key])) break;
      if (length(choice) > upTo) continue;
      if (billedParts(render({ ...pick, [key]: choice }), SIZING).parts <= target) {
        pick[key] = choice;
        break;
      }
    }
  }
  return render(pick);
}

/** What every text to a customer knows. */
export interface CustomerSms {
  /** For 'Merhaba Ayşe,'; left out when missing or when the text needs the room. */
  firstName?: string | null;
  salonName: string;
  /** 'YYYY-MM-DD', Istanbul. */
  date: string;
  /** 'HH:MM' (or 'HH:MM:SS'). */
  time: string;
  /** The guest's manage link (view and cancel); sent whole, never shortened. */
  link?: string | null;
}

type CustomerPiece = 'salon' | 'greeting' | 'extra';
const CUSTOMER_STEPS: Step<CustomerPiece>[] = [
  { key: 'salon', upTo: NAME_SOFT_MIN }, { key: 'extra' }, { key: 'greeting' }, { key: 'salon' },
];

function customerText(
  input: CustomerSms, render: (p: Record<CustomerPiece, string>) => string, extra: readonly string[] = [''],
): string {
  const first = input.firstName ? firstNameOf(input.firstName) : '';
  const greeting = first && length(first) <= FIRST_NAME_MAX ? [`Merhaba ${first}, `, ''] : [''];
  return fit({ salon: shortenings(smsSafe(input.salonName), NAME_MIN), greeting, extra }, CUSTOMER_STEPS, render);
}

const manage = (link?: string | null) => (link ? ` Detay ve iptal: ${link}` : '');

/**
 * The booking is made. A booking the salon wrote itself is confirmed from the start; an online
 * one waits for the salon (status 'scheduled'), which confirmedBySalon then announces.
 */
export function bookingConfirmed(input: CustomerSms & { status: 'scheduled' | 'confirmed' }): string {
  const at = when(input.date, input.time);
  return customerText(input, ({ greeting, salon }) => (input.status === 'confirmed'
    ? `${greeting}${salon} randevunuz onaylandı: ${at}.${manage(input.link)}`
    : `${greeting}${salon} randevunuz alındı, salonun onayı bekleniyor: ${at}.${manage(input.link)}`));
}

/**
 * The reminder. `today` is Istanbul's date when the text goes (night-hours.ts may move it to the
 * evening before): 'bugün' or 'yarın' when it is, else the date, so a 2-hour reminder sent the
 * evening before says 'yarın'.
 */
export function reminder(input: CustomerSms & { today: string }): string {
  const day = input.date === input.today ? 'bugün'
    : input.date === addDaysToDate(input.today, 1) ? 'yarın' : dayLabel(input.date);
  const ask = input.link ? ` Gelemeyecekseniz lütfen iptal edin: ${input.link}` : ' Gelemeyecekseniz lütfen salona haber verin.';
  return customerText(input, ({ greeting, salon }) => `${greeting}${salon} randevunuz ${day}, saat ${hhmm(input.time)}.${ask}`);
}

/**
 * The salon moved the appointment: the new time, and the old one for reference (without its
 * weekday; its time alone on the same day).
 */
export function appointmentMoved(input: CustomerSms & { previousDate: string; previousTime: string }): string {
  const before = input.previousDate === input.date ? hhmm(input.previousTime)
    : `${dayMonth(input.previousDate)} ${hhmm(input.previousTime)}`;
  const at = when(input.date, input.time);
  return customerText(input, ({ greeting, salon }) =>
    `${greeting}${salon} randevunuzu taşıdı: ${at} (önceki: ${before}).${manage(input.link)}`);
}

/**
 * The salon cancelled, with its reason (its own words, shortened, or left out when fewer than
 * REASON_MIN characters would fit). `link` here is where to book again: the salon's page.
 */
export function cancelledBySalon(input: CustomerSms & { reason?: string | null }): string {
  const reason = smsSafe(input.reason ?? '');
  const reasons = reason ? [...shortenings(reason, REASON_MIN), ''] : [''];
  const at = when(input.date, input.time);
  const again = input.link ? ` Yeni randevu için: ${input.link}` : '';
  return customerText(input, ({ greeting, salon, extra }) =>
    `${greeting}${salon} randevunuzu iptal etti: ${at}.${extra ? ` Neden: ${extra}${/[.!?]$/.test(extra) ? '' : '.'}` : ''}${again}`,
  reasons);
}

/** The salon confirmed a booking that waited for it. */
export function confirmedBySalon(input: CustomerSms): string {
  const at = when(input.date, input.time);
  return customerText(input, ({ greeting, salon }) =>
    `${greeting}${salon} randevunuzu onayladı: ${at}. Sizi bekliyoruz.${manage(input.link)}`);
}

/** What a text to the salon's own phone knows: who, what, when; `link` is the panel's calendar on that day. */
export interface SalonSms {
  /** The customer's name; only its first word is sent (a salon's phone lies on the counter). */
  customerFirstName: string;
  serviceName: string;
  date: string;
  time: string;
  link?: string | null;
}

type SalonPiece = 'customer' | 'service';
const SALON_STEPS: Step<SalonPiece>[] = [{ key: 'service', upTo: NAME_SOFT_MIN }, { key: 'customer' }, { key: 'service' }];

function salonText(input: SalonSms, lead: string): string {
  const at = when(input.date, input.time);
  const calendar = input.link ? ` Takvim: ${input.link}` : '';
  const choices = {
    customer: shortenings(firstNameOf(input.customerFirstName), NAME_MIN),
    service: shortenings(smsSafe(input.serviceName), SERVICE_MIN),
  };
  return fit(choices, SALON_STEPS, ({ customer, service }) => `${lead}: ${customer}, ${service}, ${at}.${calendar}`);
}

/** A customer booked online (the e-mail's 'Yeni online randevu'). */
export function salonNewOnlineBooking(input: SalonSms): string {
  return salonText(input, 'Yeni online randevu');
}

/** A customer cancelled (the e-mail's 'Müşteri iptal etti'). */
export function salonCustomerCancelled(input: SalonSms): string {
  return salonText(input, 'Müşteri iptal etti');
}
