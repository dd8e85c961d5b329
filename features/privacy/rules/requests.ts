// The rules of a KVKK request from /kvkk/basvuru (README "KVKK: requests"): what can be asked, the
// statuses and their words, how long a code lives and how many tries it has, and the law's 30-day
// deadline. Pure and browser-safe: the form, the server and the back-office read the same values;
// `now` always comes from outside.
import type { KvkkRequestChannel, KvkkRequestKind, KvkkRequestStatus } from '@/platform/db/schema';
import { formatPhoneDisplay } from '@/platform/text/phone';

export type { KvkkRequestChannel, KvkkRequestKind, KvkkRequestStatus };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const KVKK_REQUEST_KINDS = ['access', 'erasure', 'correction', 'other'] as const satisfies readonly KvkkRequestKind[];
export const KVKK_REQUEST_CHANNELS = ['email', 'phone'] as const satisfies readonly KvkkRequestChannel[];
export const KVKK_REQUEST_STATUSES = ['unverified', 'open', 'done', 'rejected'] as const satisfies readonly KvkkRequestStatus[];

/** The choices on the form, in the requester's words, with the art. 11/1 letters they rest on. */
export const KIND_CHOICES: Record<KvkkRequestKind, { label: string; hint: string }> = {
  access: { label: 'Verilerimin bir kopyası', hint: 'Hangi verilerinizi işlediğimizi, neden ve kimlere aktardığımızı öğrenin (md. 11/1-a, b, c, ç).' },
  erasure: { label: 'Verilerimin silinmesi', hint: 'Kişisel verilerinizin silinmesini veya yok edilmesini isteyin (md. 11/1-e, f).' },
  correction: { label: 'Verilerimin düzeltilmesi', hint: 'Eksik veya yanlış bir bilginin düzeltilmesini isteyin; neyin nasıl düzeltileceğini yazın (md. 11/1-d, f).' },
  other: { label: 'Diğer', hint: 'İtiraz, zararın giderilmesi veya başka bir talep; lütfen açıklayın (md. 11/1-g, ğ).' },
};

/** Short names for the back-office table. */
export const KIND_LABELS: Record<KvkkRequestKind, string> = {
  access: 'Veri kopyası', erasure: 'Silme', correction: 'Düzeltme', other: 'Diğer',
};

export const STATUS_LABELS: Record<KvkkRequestStatus, string> = {
  unverified: 'Doğrulanmadı', open: 'Açık', done: 'Tamamlandı', rejected: 'Reddedildi',
};

/** What the operator does for each kind, shown in the request's detail. */
export const OPERATOR_HINTS: Record<KvkkRequestKind, string> = {
  access: 'Bu e-posta veya telefonla eşleşen kayıtları (randevular, adisyonlar, iletişim mesajları, varsa hesap) derleyip başvurana iletin.',
  erasure: 'Kayıtları silin veya anonimleştirin; saklanması kanunen zorunlu olanları (ör. adisyon tutarları) gerekçesiyle birlikte bildirin.',
  correction: 'Açıklamaya göre kaydı düzeltin; veriyi aldığı salonlara da bildirin (md. 11/1-f).',
  other: 'Talebi inceleyin; sonucu ve gerekçesini not olarak yazın.',
};

export const CHANNEL_LABELS: Record<KvkkRequestChannel, string> = { email: 'E-posta', phone: 'Telefon' };

/** The contact as the back-office shows it: a phone spaced, an e-mail as it is. */
export function contactText(request: { channel: KvkkRequestChannel; contact: string }): string {
  return request.channel === 'phone' ? formatPhoneDisplay(request.contact) : request.contact;
}

/** A correction or an 'other' request says nothing without its message. */
export function needsMessage(kind: KvkkRequestKind): boolean {
  return kind === 'correction' || kind === 'other';
}

/**
 * The code, mailed or texted: 6 digits, 15 minutes, 5 tries. A million codes and 5 tries give a
 * guesser one chance in 200,000 per request, and every request costs a budgeted mail or text
 * (platform/limits/budgets.ts).
 */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 15 * MINUTE;
export const MAX_CODE_ATTEMPTS = 5;

/** Law 6698 art. 13/2: answered at the latest 30 days after the request reaches the controller. */
export const RESPONSE_DAYS = 30;
/** The back-office marks a deadline this close (or closer) as due soon. */
export const DUE_SOON_DAYS = 7;

/**
 * When the answer is due. A request with a code (an e-mail, a mobile number) reaches us when the
 * code proves the contact (before that anybody could have typed it); a landline's when it is sent,
 * since nothing more can come.
 * Istanbul has had no daylight saving since 2016, so 30 × 24 hours is 30 calendar days there.
 */
export function dueAtFrom(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + RESPONSE_DAYS * DAY);
}

export function codeExpiresAtFrom(sentAt: Date): Date {
  return new Date(sentAt.getTime() + CODE_TTL_MS);
}

export type CodeState = 'usable' | 'expired' | 'locked';

/** Whether a stored code may still be tried: not after its 5th wrong try, not after 15 minutes. */
export function codeState(row: { codeAttempts: number; codeExpiresAt: Date | null }, now: Date): CodeState {
  if (row.codeAttempts >= MAX_CODE_ATTEMPTS) return 'locked';
  if (!row.codeExpiresAt || now.getTime() >= row.codeExpiresAt.getTime()) return 'expired';
  return 'usable';
}

export type Deadline = 'overdue' | 'soon' | 'later';

/** How an open request's deadline stands at `now`; answered and unverified ones have none. */
export function deadlineOf(row: { status: KvkkRequestStatus; dueAt: Date | null }, now: Date): Deadline | null {
  if (row.status !== 'open' || !row.dueAt) return null;
  const left = row.dueAt.getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left <= DUE_SOON_DAYS * DAY ? 'soon' : 'later';
}

/** Whole days until the deadline, rounded up (0 on its last day, negative once passed). */
export function daysLeft(dueAt: Date, now: Date): number {
  return Math.ceil((dueAt.getTime() - now.getTime()) / DAY);
}
