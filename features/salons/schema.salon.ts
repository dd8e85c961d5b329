// The admin's salon form (spec 2 §5 salon form): one zod schema for the modal and the server
// action. Form values are strings (what inputs hold); the schema turns them into numbers.
// The owner's fields are the registration's own rules (username required, password ≥ 6).
import { z } from 'zod';
import { ownerStepSchema, logoKeySchema, salonAddressField, salonNameField } from '@/features/registration/schema';
import { minutesToTime } from '@/platform/time/istanbul';
import { isUuid } from '@/platform/text/ids';
import { email, object, phone } from '@/platform/text/input';

export const SALON_CURRENCIES = ['TRY', 'USD', 'EUR'] as const;

// FormDialog hands the action the schema's *output* (numbers), which the server parses again:
// each numeric field also accepts its own output and turns it back into the form's text first.
const fromOutput = <T extends z.ZodType>(toText: (n: number) => string, schema: T) =>
  z.preprocess((v) => (typeof v === 'number' ? toText(v) : v), schema);

const placeId = (message: string) => fromOutput(String,
  z.string({ error: message }).regex(/^[0-9]{1,7}$/, { error: message }).transform(Number).pipe(z.number().int().positive({ error: message })));

const time = (message: string) => fromOutput(minutesToTime,
  z.string({ error: message }).regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: message })
    .transform((v) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3, 5))));

export const TAX_RATE_MESSAGE = 'Vergi oranı 0 ile 100 arasında olmalıdır';
export const HOURS_MESSAGE = 'Kapanış saati açılış saatinden sonra olmalıdır';

export const salonFields = {
  name: salonNameField,
  address: salonAddressField,
  cityId: placeId('Şehir seçimi gereklidir'),
  districtId: placeId('İlçe seçimi gereklidir'),
  phone: phone('Geçerli bir telefon numarası girin (0XXX XXX XX XX)'),
  email: email('Geçerli bir e-posta adresi giriniz'),
  openTime: time('Açılış saati SS:DD biçiminde olmalıdır'),
  closeTime: time('Kapanış saati SS:DD biçiminde olmalıdır'),
  currency: z.enum(SALON_CURRENCIES, { error: 'Para birimi TRY, USD veya EUR olmalıdır' }),
  // Step 0.01: at most two decimals.
  taxRate: fromOutput(String, z.string({ error: TAX_RATE_MESSAGE }).trim().regex(/^[0-9]{1,3}([.,][0-9]{1,2})?$/, { error: TAX_RATE_MESSAGE })
    .transform((v) => Number(v.replace(',', '.'))).pipe(z.number().min(0, { error: TAX_RATE_MESSAGE }).max(100, { error: TAX_RATE_MESSAGE }))),
  isActive: z.boolean({ error: 'Geçersiz durum' }),
  logoKey: logoKeySchema,
};

const hoursInOrder = (v: { openTime: number; closeTime: number }) => v.closeTime > v.openTime;

export const updateSalonSchema = object({
  id: z.string({ error: 'Salon bulunamadı' }).refine(isUuid, { error: 'Salon bulunamadı' }),
  ...salonFields,
  /** Edit only: drop the current logo. */
  removeLogo: z.boolean().optional(),
}).refine(hoursInOrder, { path: ['closeTime'], error: HOURS_MESSAGE });

const owner = ownerStepSchema.shape;

export const createSalonSchema = object({
  ...salonFields,
  planId: z.string({ error: 'Lütfen bir plan seçin' }).refine(isUuid, { error: 'Lütfen bir plan seçin' }),
  ownerUsername: owner.username,
  ownerPassword: owner.password,
  ownerEmail: email('Geçerli bir e-posta adresi giriniz'),
  ownerFirstName: owner.firstName,
  ownerLastName: owner.lastName,
  ownerPhone: phone('Geçerli bir telefon numarası girin (0XXX XXX XX XX)'),
}).refine(hoursInOrder, { path: ['closeTime'], error: HOURS_MESSAGE });

export type CreateSalonValues = z.input<typeof createSalonSchema>;
export type CreateSalonInput = z.output<typeof createSalonSchema>;
export type UpdateSalonValues = z.input<typeof updateSalonSchema>;
export type UpdateSalonInput = z.output<typeof updateSalonSchema>;

export const salonIdSchema = object({ id: z.string({ error: 'Salon bulunamadı' }).refine(isUuid, { error: 'Salon bulunamadı' }) });
export const salonActiveSchema = object({
  id: z.string({ error: 'Salon bulunamadı' }).refine(isUuid, { error: 'Salon bulunamadı' }),
  isActive: z.boolean({ error: 'Geçersiz durum' }),
});

/** Spec 2 §5: the owner clash messages, quoting the value. */
export function adminClashMessage(field: 'username' | 'email' | 'phone', value: string): string {
  switch (field) {
    case 'username': return `Kullanıcı adı "${value}" zaten kullanılıyor. Lütfen farklı bir kullanıcı adı seçin.`;
    case 'email': return `Email adresi "${value}" zaten kullanılıyor. Lütfen farklı bir email adresi kullanın.`;
    case 'phone': return `Telefon numarası "${value}" zaten kullanılıyor. Lütfen farklı bir telefon numarası kullanın.`;
  }
}

