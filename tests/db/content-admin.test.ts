// The content editor's data layer on a real database: each content type saved and read back
// the way the public landing page reads it (loadLandingContent), and the KVKK notices' controller
// the way /kvkk reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import {
  deleteFeatureCard, deleteTestimonial, listFeatureCards, listTestimonials, moveFeatureCard, saveContactInfo, saveFeatureCard,
  saveHeroText, saveLogo, saveSectionText, saveTestimonial, setTestimonialVisible,
} from '@/features/content/server/content-admin';
import { loadLogoConfig } from '@/features/content/server/site-content';
import { loadLandingContent } from '@/features/content/server/landing';
import { contactInfoSchema, featureCardSchema, heroImagesSchema, heroTextSchema, logoSchema } from '@/features/content/schema';
import { kvkkControllerSchema } from '@/features/content/schema.kvkk';
import { loadKvkkController, saveKvkkController } from '@/features/content/server/kvkk';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

describe.each(databaseKinds)('content editor on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  it('hero texts and slide settings, keeping the images', async () => {
    await test.conn.query(`insert into site_content (key, value) values ('hero', $1::jsonb) on conflict (key) do update set value = excluded.value`,
      [JSON.stringify({ title: 'Eski', images: [{ id: 'a', url: '/api/files/a.png', alt: 'Salon', isActive: true }] })]);
    await saveHeroText(heroTextSchema.parse({ title: 'Güzelliğe Açılan Kapı', subtitle: 'Şimdi randevu alın', primaryButtonText: 'Başla', secondaryButtonText: 'Kaydol', slideInterval: '3000', showSlideIndicators: false }));
    const { hero } = await loadLandingContent();
    expect(hero).toMatchObject({ title: 'Güzelliğe Açılan Kapı', subtitle: 'Şimdi randevu alın', primaryButtonText: 'Başla', slideInterval: 3000, showSlideIndicators: false });
    expect(hero.images).toEqual([{ id: 'a', url: '/api/files/a.png', alt: 'Salon', isActive: true }]);
    expect(heroTextSchema.safeParse({ ...hero, slideInterval: 1500 }).success).toBe(false);
    expect(heroTextSchema.safeParse({ ...hero, slideInterval: 0 }).success).toBe(false);
  });

  it('logo: saved and read back as the navbar reads it; an image logo needs an uploaded image', async () => {
    const logo = logoSchema.parse({ type: 'text', text: 'Güzellik Noktası', imageUrl: '', showIcon: false, iconColor: 'blue', textGradient: 'indigo-cyan' });
    await saveLogo(logo);
    expect(await loadLogoConfig()).toEqual(logo);
    expect(logoSchema.safeParse({ ...logo, type: 'image' }).error?.issues[0].message).toBe('Lütfen bir logo görseli yükleyin');
    expect(logoSchema.safeParse({ ...logo, type: 'image', imageUrl: 'data:image/png;base64,AAAA' }).success).toBe(false);
    expect(logoSchema.safeParse({ ...logo, type: 'image', imageUrl: '/api/files/site-images/logo.png' }).success).toBe(true);
    expect(heroImagesSchema.safeParse({ images: [{ id: 'x', url: 'javascript:alert(1)', alt: '', isActive: true }] }).success).toBe(false);
  });

  it('section texts', async () => {
    await saveSectionText('features_section', { title: 'Özellikler', description: 'Her şey burada' });
    await saveSectionText('pricing_section', { title: 'Fiyatlar', description: 'Uygun planlar' });
    const landing = await loadLandingContent();
    expect(landing.featuresSection).toEqual({ title: 'Özellikler', description: 'Her şey burada' });
    expect(landing.pricingSection).toEqual({ title: 'Fiyatlar', description: 'Uygun planlar' });
  });

  it('feature cards: add, edit, hide, order, delete', async () => {
    await test.conn.query('delete from feature_cards');
    const card = (title: string, over = {}) => featureCardSchema.parse({ kind: 'basic', title, description: `${title} açıklaması`, icon: 'Calendar', isVisible: true, ...over });
    const a = (await saveFeatureCard(card('Ajanda')))!;
    const b = (await saveFeatureCard(card('Bildirim', { icon: 'Heart' })))!;
    await saveFeatureCard(card('Raporlar', { kind: 'detailed', icon: 'BarChart' }));
    expect((await loadLandingContent()).features.map((f) => f.title)).toEqual(['Ajanda', 'Bildirim']);
    await moveFeatureCard(b, -1);
    expect((await listFeatureCards('basic')).map((f) => f.title)).toEqual(['Bildirim', 'Ajanda']);
    await saveFeatureCard({ ...card('Ajanda Pro', { isVisible: false }), id: a });
    expect((await loadLandingContent()).features.map((f) => f.title)).toEqual(['Bildirim']);
    expect(await deleteFeatureCard(b)).toBe(true);
    expect(await deleteFeatureCard(b)).toBe(false);
    expect((await listFeatureCards('detailed')).map((f) => f.title)).toEqual(['Raporlar']);
    // A basic card takes only the basic icons.
    expect(featureCardSchema.safeParse({ kind: 'basic', title: 'X', description: 'Y', icon: 'BarChart', isVisible: true }).success).toBe(false);
  });

  it('detailed ("Güçlü Özellikler") cards: on the landing read only while visible, with their section text', async () => {
    await test.conn.query(`delete from feature_cards where kind = 'detailed'`);
    expect((await loadLandingContent()).detailedFeatures).toEqual([]);
    const card = (title: string, over = {}) => featureCardSchema.parse({ kind: 'detailed', title, description: `${title} açıklaması`, icon: 'Smartphone', isVisible: true, ...over });
    const mobile = (await saveFeatureCard(card('Mobil Uygulama')))!;
    await saveFeatureCard(card('Raporlar', { icon: 'BarChart' }));
    await saveFeatureCard(card('Gizli Özellik', { isVisible: false }));
    await saveSectionText('detailed_features_section', { title: 'Güçlü Araçlar', description: 'Salonunuz için' });
    const landing = await loadLandingContent();
    expect(landing.detailedFeaturesSection).toEqual({ title: 'Güçlü Araçlar', description: 'Salonunuz için' });
    expect(landing.detailedFeatures.map((f) => [f.title, f.icon])).toEqual([['Mobil Uygulama', 'Smartphone'], ['Raporlar', 'BarChart']]);
    // The basic section never shows detailed cards.
    expect(landing.features.map((f) => f.title)).not.toContain('Mobil Uygulama');
    await moveFeatureCard(mobile, 1);
    expect((await loadLandingContent()).detailedFeatures.map((f) => f.title)).toEqual(['Raporlar', 'Mobil Uygulama']);
  });

  it('testimonials: add, edit, hide, delete', async () => {
    await test.conn.query('delete from testimonials');
    const id = (await saveTestimonial({ name: 'Elif Şen', role: 'Sahibi', company: 'Elif Güzellik', rating: 4, comment: 'Harika', image: '/api/files/testimonials/elif.png', isVisible: true }))!;
    expect((await loadLandingContent()).testimonials).toMatchObject([{ name: 'Elif Şen', rating: 4, comment: 'Harika', image: '/api/files/testimonials/elif.png' }]);
    await saveTestimonial({ id, name: 'Elif Şen', role: null, company: null, rating: 5, comment: 'Çok iyi', image: null, isVisible: true });
    expect((await listTestimonials())[0]).toMatchObject({ rating: 5, comment: 'Çok iyi', role: null });
    await setTestimonialVisible(id, false);
    expect((await loadLandingContent()).testimonials).toEqual([]);
    expect(await deleteTestimonial(id)).toBe(true);
    expect(await listTestimonials()).toEqual([]);
  });

  it('contact info: required messages, saved and read back', async () => {
    const missing = contactInfoSchema.safeParse({ phone: '', email: '' });
    expect(missing.error?.issues.map((i) => i.message)).toEqual(['Telefon numarası gereklidir', 'E-posta adresi gereklidir']);
    await saveContactInfo(contactInfoSchema.parse({ phone: '0 212 444 55 66', email: 'Destek@Ornek.com', address: 'Kadıköy, İstanbul', workingHours: '' }));
    expect((await loadLandingContent()).contact).toEqual({ phone: '0 212 444 55 66', email: 'destek@ornek.com', address: 'Kadıköy, İstanbul', workingHours: null });
    await saveContactInfo(contactInfoSchema.parse({ phone: '0 212 000 00 00', email: 'a@b.co' }));
    const [{ n }] = await test.conn.query<{ n: number }>('select count(*)::int as n from contact_info where is_active');
    expect(n).toBe(1);
  });

  it('KVKK controller: the contact e-mail and address until saved, then what the operator saved; KEP and MERSİS optional', async () => {
    await test.conn.query(`delete from site_content where key = 'kvkk_controller'`);
    await saveContactInfo(contactInfoSchema.parse({ phone: '0 212 000 00 00', email: 'bilgi@ornek.com', address: 'Şişli, İstanbul' }));
    expect(await loadKvkkController()).toMatchObject({ name: 'SalonRandevu', email: 'bilgi@ornek.com', address: 'Şişli, İstanbul', kep: null, mersis: null });

    const missing = kvkkControllerSchema.safeParse({ name: '', address: '', email: '', transferNote: '' });
    expect(missing.error?.issues.map((i) => i.message)).toEqual(['Unvan gereklidir', 'Adres gereklidir', 'E-posta adresi gereklidir', 'Yurt dışına aktarım açıklaması gereklidir']);
    const valid = { name: 'Örnek Teknoloji A.Ş.', address: 'Moda Cad. No:12, Kadıköy / İstanbul', email: 'KVKK@Ornek.com', kep: '', mersis: '0123 4567 8901 2345', transferNote: 'Veriler Türkiye\'de saklanır.' };
    expect(kvkkControllerSchema.safeParse({ ...valid, mersis: '123' }).error?.issues.map((i) => i.message)).toEqual(['MERSİS numarası 16 rakamdan oluşmalıdır']);
    expect(kvkkControllerSchema.safeParse({ ...valid, kep: 'kep adresi' }).error?.issues.map((i) => i.message)).toEqual(['Geçerli bir KEP adresi giriniz']);
    const saved = kvkkControllerSchema.parse(valid);
    expect(saved).toMatchObject({ email: 'kvkk@ornek.com', kep: null, mersis: '0123456789012345' });
    await saveKvkkController(saved);
    expect(await loadKvkkController()).toEqual(saved);
    await saveKvkkController({ ...saved, kep: 'ornek@hs01.kep.tr' });
    expect((await loadKvkkController()).kep).toBe('ornek@hs01.kep.tr');

    // Once saved, the contact details no longer stand in for it.
    await saveContactInfo(contactInfoSchema.parse({ phone: '0 212 000 00 00', email: 'yeni@ornek.com' }));
    expect((await loadKvkkController()).email).toBe('kvkk@ornek.com');
  });
});
