// Inputs of the desk's checkout (issue 30) with their Turkish messages. Money travels as whole
// kuruş (integers): the browser converts what the desk typed with toKurus (rules/money.ts), the
// server checks it here and computes every amount itself from the lines.
import { z } from 'zod';
import { object, phone, text } from '@/platform/text/input';
import { parseLira } from './rules/money';

export const BILL_NOT_FOUND_MESSAGE = 'Adisyon bulunamadı';
/** On every bill summary, printed or mailed: ours is not a fiscal document (DESIGN "The salon's books"). */
export const RECEIPT_NOTICE = 'Bilgilendirme amaçlıdır, mali değeri yoktur.';
export const BILL_CLOSED_MESSAGE = 'Bu adisyon kapatılmış; değiştirilemez. Düzeltmek için iade yapın.';
export const BILL_VOID_MESSAGE = 'Bu adisyon iptal edilmiş.';
export const BILL_EMPTY_MESSAGE = 'Adisyona en az bir hizmet ekleyin';
export const NO_CASH_SESSION_ASK_MESSAGE = 'Kasa açık değil. Nakit ödeme için kasayı açma yetkisi olan birinden kasayı açmasını isteyin ya da kart veya havale ile ödeme alın.';
export const OVERPAID_MESSAGE = 'Ödemelerin toplamı kalan tutarı aşamaz';
export const RECEIVED_SHORT_MESSAGE = 'Alınan nakit, ödeme tutarından az olamaz';
export const BALANCE_NEEDS_CUSTOMER_MESSAGE = 'Açık hesap bırakmak için müşterinin adı ve telefonu gerekli';
/**
 * A checkout whose payments do not cover the total closes the bill only when the desk confirmed
 * that the rest goes to the customer's open balance (a bill cannot be reopened).
 */
export const openBalanceNotConfirmedMessage = (balance: string) =>
  `Ödemeler toplamı karşılamıyor: ${balance} müşterinin açık hesabına yazılacak. Adisyonu kapatmak için bunu onaylayın.`;
export const REFUND_TOO_MUCH_MESSAGE = 'İade tutarı, ödenmiş tutardan fazla olamaz';
export const REFUND_LINE_TOO_MUCH_MESSAGE = 'İade tutarı, bu satırın tutarından fazla olamaz';
export const PRICE_RIGHT_MESSAGE = 'Fiyat ve indirim değiştirme yetkiniz yok';
export const SERVICE_GONE_MESSAGE = 'Seçilen hizmet bulunamadı';
export const STAFF_GONE_MESSAGE = 'Seçilen personel bulunamadı';
export const APPOINTMENT_NOT_BILLABLE_MESSAGE = 'İptal edilmiş veya gelinmemiş bir randevu için adisyon açılamaz';

/** A bill's amounts stay below this (₺10 million), well inside numeric(12,2). */
const MAX_KURUS = 1_000_000_000;
/** An amount in whole kuruş; the cash register's inputs use it too. */
export const kurus = (message = 'Geçerli bir tutar girin') =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(MAX_KURUS, { error: message });
/** A form's amount as the desk types it in lira ('1.250,50'), to kuruş; the dialogs parse with it. */
export const liraText = (message = 'Geçerli bir tutar girin', { positive = false } = {}) => z.string({ error: message })
  .transform((typed, ctx) => {
    const kurus = parseLira(typed);
    if (kurus === null || kurus > MAX_KURUS || (positive && kurus === 0)) {
      ctx.addIssue({ code: 'custom', message: positive && kurus === 0 ? 'Tutar sıfırdan büyük olmalıdır' : message });
      return z.NEVER;
    }
    return kurus;
  });

export const positiveKurus = (message = 'Tutar sıfırdan büyük olmalıdır') => kurus(message).min(1, { error: message });
const id = (message: string) => z.uuid({ error: message });

export const discountSchema = z.discriminatedUnion('kind', [
  object({ kind: z.literal('amount'), value: kurus('Geçerli bir indirim tutarı girin') }),
  object({
    kind: z.literal('percent'),
    value: z.number({ error: 'İndirim yüzdesi 0 ile 100 arasında olmalıdır' }).int({ error: 'İndirim yüzdesi tam sayı olmalıdır' })
      .min(0, { error: 'İndirim yüzdesi 0 ile 100 arasında olmalıdır' }).max(100, { error: 'İndirim yüzdesi 0 ile 100 arasında olmalıdır' }),
  }),
], { error: 'Geçerli bir indirim seçin' }).nullable();

export const PRODUCT_GONE_MESSAGE = 'Seçilen ürün bulunamadı';
const LINE_ITEM_MESSAGE = 'Her satırda bir hizmet ya da bir ürün olmalıdır';

/** A service line or a product line (issue 31), each with who did it or sold it. */
export const billLineSchema = object({
  serviceId: id(SERVICE_GONE_MESSAGE).nullable(),
  productId: id(PRODUCT_GONE_MESSAGE).nullable(),
  staffId: id(STAFF_GONE_MESSAGE).nullable(),
  /** The line's price; a price other than the service's needs the bills edit right. */
  unitPrice: kurus('Geçerli bir fiyat girin'),
  quantity: z.number({ error: 'Adet 1 ile 99 arasında olmalıdır' }).int({ error: 'Adet 1 ile 99 arasında olmalıdır' })
    .min(1, { error: 'Adet 1 ile 99 arasında olmalıdır' }).max(99, { error: 'Adet 1 ile 99 arasında olmalıdır' }),
  discount: discountSchema,
}).refine((line) => (line.serviceId === null) !== (line.productId === null), { error: LINE_ITEM_MESSAGE });

export const billCustomerSchema = object({
  name: text({ required: 'Müşteri adı gereklidir', max: 100, tooLong: 'Müşteri adı en fazla 100 karakter olabilir' }),
  phone: phone('Geçerli bir telefon numarası girin (0XXX XXX XX XX)'),
}).nullable();

/** The open bill as the desk left it: lines, bill discount, tip (with whom), customer. */
export const billDraftSchema = object({
  billId: id(BILL_NOT_FOUND_MESSAGE),
  lines: z.array(billLineSchema, { error: BILL_EMPTY_MESSAGE }).max(50, { error: 'Bir adisyonda en fazla 50 satır olabilir' }),
  discount: discountSchema,
  tip: kurus('Geçerli bir bahşiş tutarı girin'),
  tipStaffId: id(STAFF_GONE_MESSAGE).nullable(),
  customer: billCustomerSchema,
});
export type BillDraftInput = z.output<typeof billDraftSchema>;

export const paymentMethodSchema = z.enum(['cash', 'card', 'transfer'], { error: 'Geçerli bir ödeme yöntemi seçin' });

export const paymentSchema = object({
  method: paymentMethodSchema,
  amount: positiveKurus(),
  /** Cash: what the customer handed over. */
  received: kurus('Geçerli bir alınan tutar girin').nullable(),
});

/**
 * 'Ödemeyi Tamamla': the draft saved and the bill closed with its payments, in one transaction.
 * `toOpenBalance`: the desk confirmed that what the payments leave unpaid becomes the customer's
 * open balance; without it such a checkout is refused (absent means not confirmed).
 */
export const checkoutSchema = object({
  draft: billDraftSchema,
  payments: z.array(paymentSchema).max(5, { error: 'En fazla 5 ödeme satırı girilebilir' }),
  toOpenBalance: z.boolean({ error: 'Açık hesap onayı geçersiz' }).default(false),
});

export const openBillSchema = object({ appointmentId: id('Randevu bulunamadı') });
export const walkInBillSchema = object({ customer: billCustomerSchema });
export const billIdSchema = object({ billId: id(BILL_NOT_FOUND_MESSAGE) });
export const billEmailSchema = object({
  billId: id(BILL_NOT_FOUND_MESSAGE),
  email: z.string({ error: 'Geçerli bir e-posta adresi giriniz' }).trim().max(254, { error: 'Geçerli bir e-posta adresi giriniz' })
    .pipe(z.email({ error: 'Geçerli bir e-posta adresi giriniz' })),
});

/** Collecting an open balance later. */
export const collectSchema = object({ billId: id(BILL_NOT_FOUND_MESSAGE), payment: paymentSchema });

const why = (required: string) => text({ required, max: 300, tooLong: 'Açıklama en fazla 300 karakter olabilir' });

export const refundSchema = object({
  billId: id(BILL_NOT_FOUND_MESSAGE),
  /** A line's refund, or null for an amount off the whole bill. */
  lineId: id('Satır bulunamadı').nullable(),
  amount: positiveKurus('İade tutarı sıfırdan büyük olmalıdır'),
  method: paymentMethodSchema,
  reason: why('Lütfen iade nedenini yazın'),
});

export const voidSchema = object({ billId: id(BILL_NOT_FOUND_MESSAGE), reason: why('Lütfen iptal nedenini yazın') });
