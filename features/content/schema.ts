// The content editor's inputs (spec 2 §2 "Content management", §3, §5): hero texts and slide
// settings, section texts, feature cards, testimonials and contact info. Browser-safe.
import { z } from 'zod';
import { LOGO_ICON_COLORS, LOGO_TEXT_GRADIENTS, LOGO_TYPES } from '@/features/content/rules/logo-config';
import { email, object, optionalText, text } from '@/platform/text/input';

export const BASIC_FEATURE_ICONS = ['Calendar', 'User', 'CreditCard', 'Star', 'Heart', 'Shield'] as const;
export const DETAILED_FEATURE_ICONS = ['Calendar', 'Users', 'CreditCard', 'BarChart', 'Smartphone', 'Shield', 'Star', 'Heart'] as const;

export const heroTextSchema = object({
  title: text({ required: 'Başlık gereklidir', max: 150, tooLong: 'Başlık en fazla 150 karakter olabilir' }),
  subtitle: text({ required: 'Alt başlık gereklidir', max: 400, tooLong: 'Alt başlık en fazla 400 karakter olabilir', multiline: true }),
  primaryButtonText: text({ required: 'Buton metni gereklidir', max: 40, tooLong: 'Buton metni en fazla 40 karakter olabilir' }),
  secondaryButtonText: text({ required: 'Buton metni gereklidir', max: 40, tooLong: 'Buton metni en fazla 40 karakter olabilir' }),
  slideInterval: z.coerce.number({ error: 'Geçiş süresi bir sayı olmalıdır' }).int()
    .min(1000, { error: 'Geçiş süresi en az 1000 ms olmalıdır' }).max(60_000, { error: 'Geçiş süresi en fazla 60000 ms olabilir' })
    .refine((n) => n % 1000 === 0, { error: 'Geçiş süresi 1000 ms\'nin katı olmalıdır' }),
  showSlideIndicators: z.boolean(),
});
export type HeroTextInput = z.output<typeof heroTextSchema>;

export const sectionTextSchema = object({
  key: z.enum(['features_section', 'detailed_features_section', 'pricing_section'], { error: 'Geçersiz bölüm' }),
  title: text({ required: 'Başlık gereklidir', max: 150, tooLong: 'Başlık en fazla 150 karakter olabilir' }),
  description: text({ required: 'Açıklama gereklidir', max: 400, tooLong: 'Açıklama en fazla 400 karakter olabilir', multiline: true }),
});

export const featureCardSchema = object({
  id: z.uuid().nullish(),
  kind: z.enum(['basic', 'detailed'], { error: 'Geçersiz kart türü' }),
  title: text({ required: 'Başlık gereklidir', max: 100, tooLong: 'Başlık en fazla 100 karakter olabilir' }),
  description: text({ required: 'Açıklama gereklidir', max: 400, tooLong: 'Açıklama en fazla 400 karakter olabilir', multiline: true }),
  icon: z.enum(DETAILED_FEATURE_ICONS, { error: 'Lütfen bir simge seçin' }),
  isVisible: z.boolean(),
}).refine((c) => c.kind === 'detailed' || (BASIC_FEATURE_ICONS as readonly string[]).includes(c.icon), { error: 'Lütfen bir simge seçin', path: ['icon'] });
export type FeatureCardInput = z.output<typeof featureCardSchema>;

export const CONTACT_INFO_SAVED = 'İletişim bilgileri başarıyla kaydedildi';
export const CONTACT_INFO_SAVE_FAILED = 'İletişim bilgileri kaydedilirken hata oluştu';

export const contactInfoSchema = object({
  phone: text({ required: 'Telefon numarası gereklidir', max: 30, tooLong: 'Telefon en fazla 30 karakter olabilir' }),
  email: z.string({ error: 'E-posta adresi gereklidir' }).trim().min(1, { error: 'E-posta adresi gereklidir' }).pipe(email()),
  address: optionalText({ max: 300, tooLong: 'Adres en fazla 300 karakter olabilir', multiline: true }),
  workingHours: optionalText({ max: 200, tooLong: 'Çalışma saatleri en fazla 200 karakter olabilir' }),
});
export type ContactInfoInput = z.output<typeof contactInfoSchema>;


/** Files stored through the storage module: the local route or Supabase's https URL. */
export const storedImageUrl = z.string().max(500).refine((v) => /^\/api\/files\/[\w./-]+$/.test(v) || /^https:\/\/\S+$/.test(v), { error: 'Geçersiz görsel adresi' });

/** The hero's image list as saved from the editor, in display order. */
export const heroImagesSchema = object({
  images: z.array(object({
    id: z.string().regex(/^[\w-]{1,64}$/, { error: 'Geçersiz görsel' }),
    url: storedImageUrl,
    alt: optionalText({ max: 150, tooLong: 'Alternatif metin en fazla 150 karakter olabilir' }).transform((v) => v ?? ''),
    isActive: z.boolean(),
  })).max(20, { error: 'En fazla 20 görsel eklenebilir' }),
});
export type HeroImagesInput = z.output<typeof heroImagesSchema>;

export const logoSchema = object({
  type: z.enum(LOGO_TYPES, { error: 'Geçersiz logo türü' }),
  text: text({ required: 'Logo metni gereklidir', max: 60, tooLong: 'Logo metni en fazla 60 karakter olabilir' }),
  imageUrl: z.union([z.literal(''), storedImageUrl]),
  showIcon: z.boolean(),
  iconColor: z.enum(LOGO_ICON_COLORS, { error: 'Geçersiz renk' }),
  textGradient: z.enum(LOGO_TEXT_GRADIENTS, { error: 'Geçersiz renk geçişi' }),
}).refine((l) => l.type !== 'image' || l.imageUrl !== '', { error: 'Lütfen bir logo görseli yükleyin', path: ['imageUrl'] });

export const testimonialSchema = object({
  id: z.uuid().nullish(),
  name: text({ required: 'Ad gereklidir', max: 100, tooLong: 'Ad en fazla 100 karakter olabilir' }),
  role: optionalText({ max: 100, tooLong: 'Unvan en fazla 100 karakter olabilir' }),
  company: optionalText({ max: 100, tooLong: 'Şirket en fazla 100 karakter olabilir' }),
  rating: z.coerce.number({ error: 'Puan 1 ile 5 arasında olmalıdır' }).int().min(1, { error: 'Puan 1 ile 5 arasında olmalıdır' }).max(5, { error: 'Puan 1 ile 5 arasında olmalıdır' }),
  comment: text({ required: 'Yorum gereklidir', max: 1000, tooLong: 'Yorum en fazla 1000 karakter olabilir', multiline: true }),
  /** A photo uploaded through /api/admin/uploads; '' or null = none. */
  image: z.union([z.literal(''), storedImageUrl]).nullish().transform((v) => v || null),
  isVisible: z.boolean(),
});
export type TestimonialInput = z.output<typeof testimonialSchema>;
