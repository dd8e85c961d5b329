// How the operator's SMS list names things (admin → SMS): the cause of a text, its state, its
// delivery report and its cost ('1 SMS · Türkçe'). Pure and browser-safe.
import type { SmsDelivery, SmsOutboxStatus } from '@/platform/db/schema';
import type { SmsEncoding } from './encoding';

/** sms_outbox.kind as the operator reads it; an unknown kind is shown as stored. */
const KIND_LABELS: Record<string, string> = {
  booking_confirmation: 'Randevu onayı (müşteri)',
  booking_confirmed: 'Salon onayladı (müşteri)',
  booking_moved: 'Randevu taşındı (müşteri)',
  booking_cancellation: 'Randevu iptali (müşteri)',
  appointment_reminder: 'Hatırlatma (müşteri)',
  salon_booking_notice: 'Yeni randevu (salon)',
  salon_cancellation_notice: 'Müşteri iptali (salon)',
  kvkk_request_code: 'KVKK doğrulama kodu',
  test: 'Test SMS',
};

export function smsKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

export const SMS_STATUS_LABELS: Record<SmsOutboxStatus, string> = { queued: 'Kuyrukta', sent: 'Gönderildi', failed: 'Başarısız' };

export const SMS_DELIVERY_LABELS: Record<SmsDelivery, string> = { pending: 'Bekliyor', delivered: 'İletildi', failed: 'İletilemedi' };

const ENCODING_LABELS: Record<SmsEncoding, string> = { gsm7: 'Standart', 'gsm7-tr': 'Türkçe', ucs2: 'Unicode' };

/** What a text costs as billed: '1 SMS · Türkçe', '2 SMS · Unicode'. */
export function smsCostLabel(parts: number, encoding: SmsEncoding): string {
  return `${parts} SMS · ${ENCODING_LABELS[encoding]}`;
}

/** 'Tekrar Gönder' is offered only for a text no provider has taken: one with an id may have reached the phone. */
export function canResendSms(row: { status: SmsOutboxStatus; providerId: string | null }): boolean {
  return row.status !== 'sent' && row.providerId === null;
}
