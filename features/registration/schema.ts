// The registration input, one set of zod schemas for the wizard (each step) and the server
// (POST /api/registrations, POST /api/paytr/token). Field order is the spec's checking order
// (spec 1 §5), so the first issue is the message the wizard shows first.
import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters, phone as phoneSchema, text } from '@/platform/text/input';
import { TAKEN_MESSAGES, type OwnerClashField } from './server/clash';

export const PHONE_INVALID_MESSAGE = 'Geçerli bir telefon numarası girin (0XXX XXX XX XX)';
export const EMAIL_INVALID_MESSAGE = 'Geçerli bir email adresi girin';
export const PLAN_REQUIRED_MESSAGE = 'Lütfen bir plan seçin';

function requiredPhone(required: string) {
  return z.string({ error: required })
    .refine((v) => v.trim().length > 0, { error: required, abort: true })
    .pipe(phoneSchema(PHONE_INVALID_MESSAGE));
}

function requiredEmail(required: string) {
  return z.string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(254, { error: EMAIL_INVALID_MESSAGE })
    .pipe(z.email({ error: EMAIL_INVALID_MESSAGE }))
    .transform((v) => v.toLowerCase());
}

function placeId(required: string) {
  return z.number({ error: required }).int({ error: required }).positive({ error: required }).max(1_000_000, { error: required });
}

/** A logo uploaded earlier through POST /api/uploads/logo. */
export const logoKeySchema = z.string({ error: 'Logo bulunamadı' })
  .regex(/^staged\/[A-Za-z0-9][A-Za-z0-9_-]{0,100}\.(png|jpg|gif|webp)$/, { error: 'Logo bulunamadı' })
  .nullish()
  .transform((v) => v ?? null);

/** A salon's name and address, as the wizard and the admin's salon form both ask them (one set of messages). */
export const salonNameField = text({ required: 'Salon adı gereklidir', max: 100, tooLong: 'Salon adı en fazla 100 karakter olabilir' });
export const salonAddressField = text({ required: 'Salon adresi gereklidir', max: 300, tooLong: 'Salon adresi en fazla 300 karakter olabilir' });

export const salonStepSchema = z.object({
  name: salonNameField,
  address: salonAddressField,
  cityId: placeId('Şehir seçimi gereklidir'),
  districtId: placeId('İlçe seçimi gereklidir'),
  phone: requiredPhone('Salon telefonu gereklidir'),
  email: requiredEmail('Salon email adresi gereklidir'),
  logoKey: logoKeySchema,
}, { error: 'Lütfen salon bilgilerini kontrol edin' });

import { ownerPassword } from '@/platform/access/password-field';

const USERNAME_REQUIRED = 'Kullanıcı adı gereklidir';

export const ownerStepSchema = z.object({
  username: z.string({ error: USERNAME_REQUIRED })
    .refine((v) => !hasControlCharacters(v), { error: CONTROL_CHARACTER_MESSAGE, abort: true })
    .transform((v) => v.trim())
    .pipe(z.string()
      .min(1, { error: USERNAME_REQUIRED })
      .min(3, { error: 'Kullanıcı adı en az 3 karakter olmalıdır' })
      .max(50, { error: 'Kullanıcı adı en fazla 50 karakter olabilir' })),
  password: ownerPassword(),
  firstName: text({ required: 'Ad gereklidir', max: 50, tooLong: 'Ad en fazla 50 karakter olabilir' }),
  lastName: text({ required: 'Soyad gereklidir', max: 50, tooLong: 'Soyad en fazla 50 karakter olabilir' }),
  email: requiredEmail('Email adresi gereklidir'),
  phone: requiredPhone('Telefon numarası gereklidir'),
}, { error: 'Lütfen sahip bilgilerini kontrol edin' });

/**
 * The plan id of the 14-day trial card the wizard shows when plans cannot be loaded or none
 * is active (spec 1 §2: then only the free trial is offered). The server resolves it to the
 * trial plan, or registers a trial without a plan row when there is none.
 */
export const FALLBACK_TRIAL_PLAN_ID = 'deneme';

export const registrationSchema = z.object({
  salon: salonStepSchema,
  owner: ownerStepSchema,
  planId: z.string({ error: PLAN_REQUIRED_MESSAGE })
    .refine((v) => v === FALLBACK_TRIAL_PLAN_ID || z.uuid().safeParse(v).success, { error: PLAN_REQUIRED_MESSAGE }),
  /** The price (TL) the owner saw on the plan card; a paid plan is charged only at this price. */
  price: z.number({ error: 'Geçersiz tutar' }).finite().min(0, { error: 'Geçersiz tutar' }).max(10_000_000, { error: 'Geçersiz tutar' }).optional(),
}, { error: 'Lütfen bilgileri kontrol edin' });

export type SalonStepInput = z.input<typeof salonStepSchema>;
export type OwnerStepInput = z.input<typeof ownerStepSchema>;
export type RegistrationInput = z.output<typeof registrationSchema>;

/** Fields in the order the spec checks them, with the live uniqueness check after each. */
export const SALON_FIELD_ORDER = ['name', 'address', 'cityId', 'districtId', 'phone', 'email', 'logoKey'] as const;
export const OWNER_FIELD_ORDER = ['username', 'password', 'firstName', 'lastName', 'email', 'phone'] as const;

export type TakenFlags = Partial<Record<OwnerClashField, boolean>>;

/**
 * A step's errors in the spec's order; a field that is valid but taken (live check) gets the
 * taken message in its place. The first entry is what the wizard announces.
 */
export function orderedStepErrors(
  step: 'salon' | 'owner', values: unknown, taken: TakenFlags,
): { field: string; message: string }[] {
  const schema = step === 'salon' ? salonStepSchema : ownerStepSchema;
  const order: readonly string[] = step === 'salon' ? SALON_FIELD_ORDER : OWNER_FIELD_ORDER;
  const parsed = schema.safeParse(values);
  const byField = new Map<string, string>();
  if (!parsed.success) for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_');
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  const out: { field: string; message: string }[] = [];
  for (const field of order) {
    const message = byField.get(field) ?? (field in TAKEN_MESSAGES && taken[field as OwnerClashField] ? TAKEN_MESSAGES[field as OwnerClashField] : undefined);
    if (message) out.push({ field, message });
  }
  if (byField.has('_')) out.unshift({ field: '_', message: byField.get('_')! });
  return out;
}
