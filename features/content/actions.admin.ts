'use server';
// Content editor (admins and up): hero, section texts, feature cards, the site's pricing cards,
// contact info and the KVKK notices' controller details. Each
// save goes through adminAction and then expires the landing page's cache, so it shows on `/`
// at the next request.
import { z } from 'zod';
import { fail, ok } from '@/platform/actions/result';
import { adminAction } from '@/platform/access/admin-action';
import { ADMIN } from '@/platform/access/admin-roles';
import { revalidateSiteContent } from '@/platform/cache/revalidate';
import { deleteFeatureCard, moveFeatureCard, saveContactInfo, saveFeatureCard, saveHeroImages, saveHeroText, saveLogo, saveSectionText } from '@/features/content/server/content-admin';
import { deleteSitePricingCard, moveSitePricingCard, saveSitePricingCard, setSitePricingCardFlag } from '@/features/content/server/pricing-cards';
import { withDefaultHeroAlts } from '@/features/content/rules/hero-alt';
import { object } from '@/platform/text/input';
import {
  MAX_PRICING_CARDS, PRICING_CARD_NOT_FOUND_MESSAGE, sitePricingCardFlagSchema, sitePricingCardIdSchema, sitePricingCardMoveSchema,
  sitePricingCardSchema,
} from '@/features/content/schema.pricing';
import { KVKK_CONTROLLER_SAVED, kvkkControllerSchema } from '@/features/content/schema.kvkk';
import { saveKvkkController } from '@/features/content/server/kvkk';
import { CONTACT_INFO_SAVED, contactInfoSchema, featureCardSchema, heroImagesSchema, heroTextSchema, logoSchema, sectionTextSchema } from '@/features/content/schema';

const CARD_NOT_FOUND = 'Kart bulunamadı';

export const saveHeroAction = adminAction(ADMIN, heroTextSchema, async (input) => {
  await saveHeroText(input);
  revalidateSiteContent();
  return ok(undefined, 'Ana sayfa içeriği kaydedildi');
}, (input) => ({ action: 'CONTENT_HERO_UPDATE', targetType: 'site_content', targetId: 'hero', description: input.title }));

export const saveHeroImagesAction = adminAction(ADMIN, heroImagesSchema, async (input) => {
  await saveHeroImages(withDefaultHeroAlts(input.images));
  revalidateSiteContent();
  return ok(undefined, 'Görseller kaydedildi');
}, (input) => ({ action: 'CONTENT_HERO_IMAGES', targetType: 'site_content', targetId: 'hero', description: `${input.images.length} görsel` }));

export const saveLogoAction = adminAction(ADMIN, logoSchema, async (input) => {
  await saveLogo(input);
  revalidateSiteContent();
  return ok(undefined, 'Logo ayarları kaydedildi');
}, (input) => ({ action: 'CONTENT_LOGO_UPDATE', targetType: 'site_content', targetId: 'logo', description: `${input.type}: ${input.text}` }));

export const saveSectionAction = adminAction(ADMIN, sectionTextSchema, async (input) => {
  await saveSectionText(input.key, { title: input.title, description: input.description });
  revalidateSiteContent();
  return ok(undefined, 'Bölüm metinleri kaydedildi');
}, (input) => ({ action: 'CONTENT_SECTION_UPDATE', targetType: 'site_content', targetId: input.key, description: input.title }));

export const saveFeatureCardAction = adminAction(ADMIN, featureCardSchema, async (input) => {
  const id = await saveFeatureCard(input);
  if (!id) return fail(CARD_NOT_FOUND, undefined, 404);
  revalidateSiteContent();
  return ok({ id }, input.id ? 'Kart güncellendi' : 'Kart eklendi');
}, (input, data) => ({ action: input.id ? 'FEATURE_CARD_UPDATE' : 'FEATURE_CARD_CREATE', targetType: 'feature_card', targetId: data.id, description: input.title }));

const cardId = z.uuid({ error: CARD_NOT_FOUND });

export const deleteFeatureCardAction = adminAction(ADMIN, object({ id: cardId }), async (input) => {
  if (!(await deleteFeatureCard(input.id))) return fail(CARD_NOT_FOUND, undefined, 404);
  revalidateSiteContent();
  return ok(undefined, 'Kart silindi');
}, (input) => ({ action: 'FEATURE_CARD_DELETE', targetType: 'feature_card', targetId: input.id }));

export const moveFeatureCardAction = adminAction(ADMIN, object({ id: cardId, direction: z.union([z.literal(-1), z.literal(1)]) }), async (input) => {
  if (!(await moveFeatureCard(input.id, input.direction))) return fail(CARD_NOT_FOUND, undefined, 404);
  revalidateSiteContent();
  return ok(undefined, 'Sıra güncellendi');
}, (input) => ({ action: 'FEATURE_CARD_MOVE', targetType: 'feature_card', targetId: input.id, description: input.direction < 0 ? 'Yukarı' : 'Aşağı' }));

export const saveContactInfoAction = adminAction(ADMIN, contactInfoSchema, async (input) => {
  await saveContactInfo(input);
  revalidateSiteContent();
  return ok(undefined, CONTACT_INFO_SAVED);
}, (input) => ({ action: 'CONTACT_INFO_UPDATE', targetType: 'contact_info', description: `${input.phone} · ${input.email}` }));

// The notices at /kvkk and /kvkk/salon read these through the 'site-content' tag, so they
// show the new details at their next request, as the landing page shows a new contact.
export const saveKvkkControllerAction = adminAction(ADMIN, kvkkControllerSchema, async (input) => {
  await saveKvkkController(input);
  revalidateSiteContent();
  return ok(undefined, KVKK_CONTROLLER_SAVED);
}, (input) => ({ action: 'KVKK_CONTROLLER_UPDATE', targetType: 'site_content', targetId: 'kvkk_controller', description: input.name }));

export const saveSitePricingCardAction = adminAction(ADMIN, sitePricingCardSchema, async (input) => {
  const saved = await saveSitePricingCard(input, MAX_PRICING_CARDS);
  if (!saved.ok) return saved;
  revalidateSiteContent();
  return ok({ id: saved.data.id }, input.id ? 'Fiyat kartı güncellendi' : 'Fiyat kartı eklendi');
}, (input, data) => ({ action: input.id ? 'PRICING_CARD_UPDATE' : 'PRICING_CARD_CREATE', targetType: 'site_pricing_card', targetId: data.id, description: `${input.name} · ${input.price}` }));

export const deleteSitePricingCardAction = adminAction(ADMIN, sitePricingCardIdSchema, async (input) => {
  if (!(await deleteSitePricingCard(input.id))) return fail(PRICING_CARD_NOT_FOUND_MESSAGE, undefined, 404);
  revalidateSiteContent();
  return ok(undefined, 'Fiyat kartı silindi');
}, (input) => ({ action: 'PRICING_CARD_DELETE', targetType: 'site_pricing_card', targetId: input.id }));

export const moveSitePricingCardAction = adminAction(ADMIN, sitePricingCardMoveSchema, async (input) => {
  if (!(await moveSitePricingCard(input.id, input.direction))) return fail(PRICING_CARD_NOT_FOUND_MESSAGE, undefined, 404);
  revalidateSiteContent();
  return ok(undefined, 'Sıra güncellendi');
}, (input) => ({ action: 'PRICING_CARD_MOVE', targetType: 'site_pricing_card', targetId: input.id, description: input.direction < 0 ? 'Yukarı' : 'Aşağı' }));

const FLAG_MESSAGES = {
  popular: { true: 'Kart en popüler olarak işaretlendi', false: 'En popüler işareti kaldırıldı' },
  isVisible: { true: 'Kart sitede gösteriliyor', false: 'Kart gizlendi' },
} as const;

export const setSitePricingCardFlagAction = adminAction(ADMIN, sitePricingCardFlagSchema, async (input) => {
  if (!(await setSitePricingCardFlag(input.id, input.flag, input.value))) return fail(PRICING_CARD_NOT_FOUND_MESSAGE, undefined, 404);
  revalidateSiteContent();
  return ok(undefined, FLAG_MESSAGES[input.flag][`${input.value}`]);
}, (input) => ({ action: 'PRICING_CARD_FLAG', targetType: 'site_pricing_card', targetId: input.id, description: FLAG_MESSAGES[input.flag][`${input.value}`] }));
