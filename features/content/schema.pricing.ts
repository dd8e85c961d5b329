// The site's own pricing cards (spec 2 §2 "Pricing", §3 "Site pricing plan"): name, price as
// free text ('₺299', 'Ücretsiz'), period, feature lines, popular, visible and one button that
// either scrolls to a landing section or links to a site path / https address. Browser-safe:
// the content editor's modal and the server action check with the same schema, and the
// landing page re-checks stored links with `safeButtonHref` before rendering them.
import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters, object, text } from '@/platform/text/input';

export const PRICING_PERIODS = ['aylık', 'yıllık', 'haftalık'] as const;
export type PricingPeriod = (typeof PRICING_PERIODS)[number];
/** '/ ay' after the price on the landing card. */
export const PRICING_PERIOD_UNITS: Record<PricingPeriod, string> = { aylık: 'ay', yıllık: 'yıl', haftalık: 'hafta' };

/**
 * The price as a card shows it: the operator types free text ('₺299', 'Ücretsiz', '19,90'); a
 * bare amount gets the lira sign, so it reads like the plans' '₺29,90' beside it (issue 29).
 */
export function displayPrice(price: string): string {
  return /^\d[\d.,\s]*$/.test(price.trim()) ? `₺${price.trim()}` : price;
}

export const PRICING_BUTTON_TYPES = ['scroll', 'link'] as const;
export type PricingButtonType = (typeof PRICING_BUTTON_TYPES)[number];

/** The landing page's sections a 'scroll' button can go to (ids of the sections on `/`). */
export const LANDING_SECTION_IDS = ['features', 'detailed-features', 'pricing', 'testimonials', 'contact'] as const;

export const MAX_PRICING_FEATURES = 20;
export const MAX_PRICING_CARDS = 12;
export const PRICING_CARD_NOT_FOUND_MESSAGE = 'Fiyat kartı bulunamadı';
export const pricingCardLimitMessage = (max: number) => `En fazla ${max} fiyat kartı eklenebilir`;
export const SCROLL_LINK_MESSAGE = `Bölüm bağlantısı şunlardan biri olmalıdır: ${LANDING_SECTION_IDS.map((id) => `#${id}`).join(', ')}`;
export const LINK_MESSAGE = 'Bağlantı / ile başlayan bir site adresi (ör. /salon-kayit) ya da https:// ile başlayan bir adres olmalıdır';

/** '#contact' or 'contact' → '#contact'; null when it is not one of the landing's sections. */
export function scrollTarget(link: string): string | null {
  const id = link.trim().replace(/^#/, '');
  return (LANDING_SECTION_IDS as readonly string[]).includes(id) ? `#${id}` : null;
}

/**
 * A site path ('/salon-kayit', '/salonlar?city=34') or an absolute https URL; nothing else:
 * no javascript:/data: schemes, no protocol-relative '//host', no backslashes (browsers read
 * '/\host' as another host), no spaces or control characters.
 */
export function isSafeLink(link: string): boolean {
  if (link.length > 500 || /[\s\\\u0000-\u001f\u007f]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!/^https:\/\//i.test(link)) return false;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The href a stored button may render, or null (a hand-edited or stale value is dropped). */
export function safeButtonHref(type: string, link: string): string | null {
  if (type === 'scroll') return scrollTarget(link);
  if (type === 'link') return isSafeLink(link) ? link : null;
  return null;
}

/** The textarea's lines (or, when the server re-checks, the already split list): blanks dropped. */
const featureLines = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/\r?\n/) : v),
  z.array(z.string({ error: 'Özellik metni geçersiz' })
    .refine((v) => !hasControlCharacters(v), { error: CONTROL_CHARACTER_MESSAGE })
    .transform((v) => v.trim())
    .pipe(z.string().max(150, { error: 'Bir özellik satırı en fazla 150 karakter olabilir' })), { error: 'Özellikler geçersiz' })
    .transform((lines) => lines.filter((line) => line.length > 0))
    .pipe(z.array(z.string()).max(MAX_PRICING_FEATURES, { error: `En fazla ${MAX_PRICING_FEATURES} özellik satırı eklenebilir` })),
);

export const sitePricingCardSchema = object({
  id: z.uuid({ error: 'Kart bulunamadı' }).nullish(),
  name: text({ required: 'Plan adı gereklidir', max: 60, tooLong: 'Plan adı en fazla 60 karakter olabilir' }),
  price: text({ required: 'Fiyat gereklidir', max: 30, tooLong: 'Fiyat en fazla 30 karakter olabilir' }),
  period: z.enum(PRICING_PERIODS, { error: 'Dönem aylık, yıllık veya haftalık olmalıdır' }),
  features: featureLines,
  popular: z.boolean({ error: 'Geçersiz değer' }),
  isVisible: z.boolean({ error: 'Geçersiz değer' }),
  buttonText: text({ required: 'Buton metni gereklidir', max: 40, tooLong: 'Buton metni en fazla 40 karakter olabilir' }),
  buttonType: z.enum(PRICING_BUTTON_TYPES, { error: 'Buton türü kaydırma veya bağlantı olmalıdır' }),
  buttonLink: text({ required: 'Buton bağlantısı gereklidir', max: 500, tooLong: 'Bağlantı en fazla 500 karakter olabilir' }),
}).superRefine((card, ctx) => {
  // zod runs this even when a field failed; a missing link already has its own message.
  if (typeof card.buttonLink !== 'string' || card.buttonLink === '') return;
  if (safeButtonHref(card.buttonType, card.buttonLink) === null) {
    ctx.addIssue({ code: 'custom', path: ['buttonLink'], message: card.buttonType === 'scroll' ? SCROLL_LINK_MESSAGE : LINK_MESSAGE });
  }
}).transform((card) => ({ ...card, buttonLink: safeButtonHref(card.buttonType, card.buttonLink)! }));
export type SitePricingCardValues = z.input<typeof sitePricingCardSchema>;
export type SitePricingCardInput = z.output<typeof sitePricingCardSchema>;

/** A stored card: the input plus its id. */
export type SitePricingCard = Omit<SitePricingCardInput, 'id'> & { id: string };

const cardId = z.uuid({ error: 'Kart bulunamadı' });
export const sitePricingCardIdSchema = object({ id: cardId });
export const sitePricingCardMoveSchema = object({ id: cardId, direction: z.union([z.literal(-1), z.literal(1)], { error: 'Geçersiz yön' }) });
export const sitePricingCardFlagSchema = object({
  id: cardId,
  flag: z.enum(['popular', 'isVisible'], { error: 'Geçersiz alan' }),
  value: z.boolean({ error: 'Geçersiz değer' }),
});
