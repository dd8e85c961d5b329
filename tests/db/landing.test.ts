// Landing page data on a real database: only visible feature cards and testimonials, section
// texts and hero from site_content, active plans in display order, and the contact form's
// server action's work saving a message (and refusing one without a name or e-mail).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { listPricingPlans, loadLandingContent } from '@/features/content/server/landing';
import { seedPlans } from '@/platform/db/seed/plans';
import { seedSiteContent } from '@/platform/db/seed/site-content';
import { submitContactMessage } from '@/features/contact/server/submit';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

/** The contact form's sender, as server/start.mjs would decide it. */
const office = async () => '198.51.100.20';

describe.each(databaseKinds)('landing content on %s', (kind) => {
  let test: TestDatabase;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => test.conn.query<T>(text, params);

  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
    await test.conn.db.transaction(async (tx) => {
      await seedPlans(tx);
      await seedSiteContent(tx);
    });
  });
  afterAll(async () => { await test?.dispose(); });

  it('reads hero, section texts, visible basic feature cards, visible testimonials and contact info', async () => {
    await q(`update feature_cards set is_visible = false where kind = 'basic' and title = 'Ödeme Sistemi'`);
    await q(`update testimonials set is_visible = false where name = 'Mehmet Demir'`);
    const content = await loadLandingContent();
    expect(content.hero.title).toBe('Randevularınızı Kolayca Alın ve Yönetin');
    expect(content.featuresSection.title).toBe('Salonunuz İçin Her Şey Tek Yerde');
    expect(content.pricingSection.title).toBe('Size Uygun Planı Seçin');
    expect(content.features.map((f) => f.title)).toEqual([
      'Akıllı Randevu Yönetimi', 'Müşteri Yönetimi', 'Raporlama', 'Mobil Uyumlu', 'Güvenli ve Yedekli',
    ]);
    expect(content.testimonials.map((t) => t.name)).toEqual(['Ayşe Yılmaz', 'Zeynep Kaya']);
    expect(content.contact.email).toBe('info@salonrandevu.com');
  });

  it('falls back field by field when the stored hero is malformed', async () => {
    await q(`update site_content set value = '{"title": 42, "subtitle": "Yeni alt başlık"}' where key = 'hero'`);
    const { hero } = await loadLandingContent();
    expect(hero.title).toBe('Randevularınızı Kolayca Alın ve Yönetin');
    expect(hero.subtitle).toBe('Yeni alt başlık');
  });

  it('lists active plans trial first then by price, the yearly one popular with its discount', async () => {
    await q(`insert into subscription_plans (name, price, interval, active) values ('Eski Plan', 5, 'monthly', false)`);
    const plans = await listPricingPlans();
    expect(plans.map((p) => [p.interval, p.price, p.popular, p.discountPercent])).toEqual([
      ['trial', 0, false, null],
      ['monthly', 29.9, false, null],
      ['yearly', 299.9, true, 16],
    ]);
    expect(plans[0].features).toContain('7/24 destek');
  });

  it('saves a contact message with name and e-mail, optional fields as null', async () => {
    const result = await submitContactMessage({ name: ' Ayşe Kaya ', email: 'ayse@example.com', phone: '', message: 'Merhaba' }, office);
    expect(result).toMatchObject({ ok: true, message: 'Mesajınız başarıyla gönderildi! 📧' });
    const rows = await q<{ name: string; email: string; phone: string | null; salon_name: string | null; message: string; status: string }>(
      `select name, email, phone, salon_name, message, status from contact_messages`,
    );
    expect(rows).toEqual([{ name: 'Ayşe Kaya', email: 'ayse@example.com', phone: null, salon_name: null, message: 'Merhaba', status: 'new' }]);
  });

  it('refuses a message without a name or with a bad e-mail, writing nothing', async () => {
    const before = await q<{ n: number }>(`select count(*)::int as n from contact_messages`);
    const noName = await submitContactMessage({ name: '  ', email: 'a@b.co' }, office);
    expect(noName).toMatchObject({ ok: false, status: 400, fieldErrors: { name: 'Lütfen adınızı giriniz' } });
    const badMail = await submitContactMessage({ name: 'Ali', email: 'ali@' }, office);
    expect(badMail).toMatchObject({ ok: false, status: 400, fieldErrors: { email: 'Geçerli bir e-posta adresi giriniz' } });
    const badPhone = await submitContactMessage({ name: 'Ali', email: 'ali@example.com', phone: '0532' }, office);
    expect(badPhone).toMatchObject({ ok: false, fieldErrors: { phone: 'Geçerli bir telefon numarası giriniz (11 haneli)' } });
    expect(await q<{ n: number }>(`select count(*)::int as n from contact_messages`)).toEqual(before);
  });
});
