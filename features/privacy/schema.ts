// The account closure's input (nothing but the confirmation itself) and its Turkish messages.
import { object } from '@/platform/text/input';
import { formatPrice } from '@/platform/text/format';

/** 'Hesabımı Kapat' sends no fields: who is closing comes from the session, never the input. */
export const closeAccountSchema = object({});

export const ACCOUNT_CLOSED_MESSAGE = 'Hesabınız kapatıldı; kişisel verileriniz silindi ya da anonim hâle getirildi.';
export const ACCOUNT_NOT_FOUND_MESSAGE = 'Hesap bulunamadı. Lütfen yeniden giriş yapın.';
export const EXPORT_SIGNED_OUT_MESSAGE = 'Verilerinizi indirmek için lütfen giriş yapın.';

/**
 * Refused while a salon is still owed money: the open balance (açık hesap) is the salon's claim
 * and needs the phone it is recorded under. Names each salon and what it is owed.
 */
/** A bill still being written at a salon's desk needs the customer's phone until it is closed. */
export function openBillMessage(salonNames: readonly string[]): string {
  return `Hesabınız kapatılamadı: ${[...new Set(salonNames)].join(', ')} salonunda adınıza açılmış, henüz kapatılmamış bir adisyon var. `
    + 'Ödeme tamamlandıktan sonra tekrar deneyin.';
}

export function openBalanceMessage(owed: readonly { salonName: string; amount: number }[]): string {
  const list = owed.map((o) => `${o.salonName} (${formatPrice(o.amount)})`).join(', ');
  return `Hesabınız kapatılamadı: şu salonlarda ödenmemiş açık hesabınız var: ${list}. `
    + 'Lütfen önce salonla görüşüp ödemeyi tamamlayın, sonra tekrar deneyin.';
}
