// The site's own pricing cards on a real database: saved, read back in order, toggled, moved
// and deleted through the data layer the content editor's actions use, and read by the landing
// page only while visible. The editor's schema refuses links that could run script or leave
// the site through a trick, and a hand-edited bad link in the stored JSON never reaches `/`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useConnectionForTests } from '@/platform/db';
import { loadLandingContent } from '@/features/content/server/landing';
import {
  deleteSitePricingCard, listSitePricingCards, moveSitePricingCard, saveSitePricingCard, setSitePricingCardFlag,
} from '@/features/content/server/pricing-cards';
import {
  LINK_MESSAGE, PRICING_CARD_NOT_FOUND_MESSAGE, SCROLL_LINK_MESSAGE, sitePricingCardSchema, type SitePricingCardValues,
} from '@/features/content/schema.pricing';
import { createMigratedDatabase, databaseKinds, type TestDatabase } from '../support/db';

const card = (over: Partial<SitePricingCardValues> = {}): SitePricingCardValues => ({
  name: 'Başlangıç', price: '₺299', period: 'aylık', features: 'Sınırsız randevu\n\n  SMS hatırlatma  \n', popular: false, isVisible: true,
  buttonText: 'Hemen Başla', buttonType: 'scroll', buttonLink: 'contact', ...over,
});
const parse = (over: Partial<SitePricingCardValues> = {}) => sitePricingCardSchema.parse(card(over));
const linkError = (over: Partial<SitePricingCardValues>) => sitePricingCardSchema.safeParse(card(over)).error?.issues
  .filter((i) => i.path.join('.') === 'buttonLink').map((i) => i.message);

describe.each(databaseKinds)('site pricing cards on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigratedDatabase(kind);
    useConnectionForTests(test.conn);
  });
  afterAll(async () => { await test?.dispose(); });

  it('saves, reads back in order, toggles, moves and deletes; the landing reads only visible ones', async () => {
    expect(await listSitePricingCards()).toEqual([]);
    expect((await loadLandingContent()).pricingCards).toEqual([]);

    const a = await saveSitePricingCard(parse(), 12);
    const b = await saveSitePricingCard(parse({ name: 'Profesyonel', price: '₺2.990', period: 'yıllık', popular: true, buttonType: 'link', buttonLink: '/salon-kayit' }), 12);
    const c = await saveSitePricingCard(parse({ name: 'Deneme Haftası', price: 'Ücretsiz', period: 'haftalık', isVisible: false }), 12);
    if (!a.ok || !b.ok || !c.ok) throw new Error('not saved');

    const all = await listSitePricingCards();
    expect(all.map((x) => x.name)).toEqual(['Başlangıç', 'Profesyonel', 'Deneme Haftası']);
    expect(all[0]).toEqual({
      id: a.data.id, name: 'Başlangıç', price: '₺299', period: 'aylık', features: ['Sınırsız randevu', 'SMS hatırlatma'], popular: false, isVisible: true,
      buttonText: 'Hemen Başla', buttonType: 'scroll', buttonLink: '#contact',
    });
    expect(all[1]).toMatchObject({ popular: true, buttonType: 'link', buttonLink: '/salon-kayit', period: 'yıllık' });
    // The hidden card is not on the landing page.
    expect((await loadLandingContent()).pricingCards.map((x) => x.name)).toEqual(['Başlangıç', 'Profesyonel']);

    expect(await moveSitePricingCard(b.data.id, -1)).toBe(true);
    expect(await moveSitePricingCard(b.data.id, -1)).toBe(true); // already first: nothing moves
    expect((await listSitePricingCards()).map((x) => x.name)).toEqual(['Profesyonel', 'Başlangıç', 'Deneme Haftası']);

    // Edit in place keeps the position; the toggles flip one field.
    const edited = await saveSitePricingCard({ ...parse({ name: 'Başlangıç Plus', price: '₺349' }), id: a.data.id }, 12);
    expect(edited).toEqual({ ok: true, data: { id: a.data.id } });
    expect(await setSitePricingCardFlag(c.data.id, 'isVisible', true)).toBe(true);
    expect(await setSitePricingCardFlag(b.data.id, 'popular', false)).toBe(true);
    const landing = (await loadLandingContent()).pricingCards;
    expect(landing.map((x) => [x.name, x.price, x.popular])).toEqual([['Profesyonel', '₺2.990', false], ['Başlangıç Plus', '₺349', false], ['Deneme Haftası', 'Ücretsiz', false]]);

    // Every card hidden → the landing falls back to the subscription plans (none here).
    for (const x of landing) await setSitePricingCardFlag(x.id, 'isVisible', false);
    expect((await loadLandingContent()).pricingCards).toEqual([]);
    expect((await listSitePricingCards())).toHaveLength(3);

    expect(await deleteSitePricingCard(c.data.id)).toBe(true);
    expect(await deleteSitePricingCard(c.data.id)).toBe(false);
    expect(await setSitePricingCardFlag(c.data.id, 'popular', true)).toBe(false);
    expect(await moveSitePricingCard(c.data.id, 1)).toBe(false);
    expect(await saveSitePricingCard({ ...parse(), id: c.data.id }, 12)).toEqual({ ok: false, error: PRICING_CARD_NOT_FOUND_MESSAGE, status: 404 });
    expect((await listSitePricingCards()).map((x) => x.name)).toEqual(['Profesyonel', 'Başlangıç Plus']);
    // The limit on the number of cards.
    expect(await saveSitePricingCard(parse(), 2)).toEqual({ ok: false, error: 'En fazla 2 fiyat kartı eklenebilir', status: 400 });
  });

  it('a hand-edited stored link that is not safe never reaches the landing page', async () => {
    const [first] = await listSitePricingCards();
    await test.conn.query(`update site_content set value = jsonb_set(value, '{0,buttonLink}', '"javascript:alert(1)"') where key = 'pricing_cards'`);
    await setSitePricingCardFlag(first.id, 'isVisible', true);
    const cards = await listSitePricingCards();
    expect(cards.map((x) => x.id)).not.toContain(first.id);
    expect(JSON.stringify(await loadLandingContent())).not.toContain('javascript:');
  });

  it('validation: required fields, periods, feature lines, and links that are not a section, a site path or https', () => {
    const empty = sitePricingCardSchema.safeParse(card({ name: ' ', price: '', buttonText: '', buttonLink: '' }));
    expect(empty.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'name: Plan adı gereklidir', 'price: Fiyat gereklidir', 'buttonText: Buton metni gereklidir', 'buttonLink: Buton bağlantısı gereklidir',
    ]);
    expect(sitePricingCardSchema.safeParse(card({ period: 'günlük' as never })).success).toBe(false);
    expect(sitePricingCardSchema.safeParse(card({ features: Array.from({ length: 21 }, (_, i) => `Özellik ${i}`).join('\n') })).error?.issues[0].message)
      .toBe('En fazla 20 özellik satırı eklenebilir');

    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>', '//evil.example', '/\\evil.example', 'http://ornek.com',
      'https://', 'https://user:pw@ornek.com', 'salon-kayit', '/salon kayit', 'vbscript:msgbox']) {
      expect(linkError({ buttonType: 'link', buttonLink: bad }), bad).toEqual([LINK_MESSAGE]);
    }
    for (const bad of ['#iletisim', 'javascript:alert(1)', '/salon-kayit', '#']) {
      expect(linkError({ buttonType: 'scroll', buttonLink: bad }), bad).toEqual([SCROLL_LINK_MESSAGE]);
    }
    expect(parse({ buttonType: 'link', buttonLink: 'https://ornek.com/fiyat?x=1' }).buttonLink).toBe('https://ornek.com/fiyat?x=1');
    expect(parse({ buttonType: 'link', buttonLink: '/salonlar?city=34' }).buttonLink).toBe('/salonlar?city=34');
    expect(parse({ buttonType: 'scroll', buttonLink: '#pricing' }).buttonLink).toBe('#pricing');
    // The server re-checks what the modal already parsed: the output parses to itself.
    const once = parse();
    expect(sitePricingCardSchema.parse(once)).toEqual(once);
  });
});
