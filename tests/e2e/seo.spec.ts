// What a crawler that runs no JavaScript sees: plain HTTP requests against the production
// build. Salon names and structured data are in the server-rendered HTML, the sitemap lists
// every active salon and the city pages, robots.txt keeps private areas out, unknown salons 404.
import { expect, test, type APIRequestContext } from '@playwright/test';

const SALON_LINK = /href="\/salon\/([0-9a-f-]{36})"/g;

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

function salonIdsIn(page: string): string[] {
  return [...new Set([...page.matchAll(SALON_LINK)].map((m) => m[1]))];
}

function jsonLdIn(page: string): Record<string, unknown>[] {
  const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((m) => JSON.parse(m[1]));
}

function metaContent(page: string, attr: 'name' | 'property', key: string): string | undefined {
  return page.match(new RegExp(`<meta ${attr}="${key.replace('.', '\\.')}" content="([^"]*)"`))?.[1];
}

test('the landing page HTML carries the hero, plans, features, testimonials and contact details', async ({ request }) => {
  const page = await html(request, '/');
  expect(page).toContain('Randevularınızı Kolayca Alın ve Yönetin');
  expect(page).toContain('En Popüler');
  expect(page).toContain('12 ay yerine 10 ay öde');
  expect(page).toContain('Akıllı Randevu Yönetimi');
  expect(page).toContain('Ayşe Yılmaz');
  expect(page).toContain('info@salonrandevu.com');
  expect(page).toMatch(/<link rel="canonical" href="http:\/\/[^"/]+\/?"\/>/);
  expect(metaContent(page, 'name', 'description')).toBeTruthy();
  expect(metaContent(page, 'property', 'og:title')).toBeTruthy();
});

test('search results are server-rendered with names, canonical URL and Open Graph', async ({ request }) => {
  const page = await html(request, '/salonlar?cityId=34');
  expect(page).toContain('Işıl Güzellik Salonu');
  expect(page).toContain('İnci Kuaför');
  expect(page).not.toContain('Çankaya Güzellik Evi');
  expect(page).not.toContain('Eski Çarşı Kuaför'); // the inactive demo salon
  expect(page).toContain('<title>İstanbul Salonları | SalonRandevu</title>');
  expect(page).toMatch(/<link rel="canonical" href="[^"]*\/salonlar\/istanbul"\/>/);
  expect(metaContent(page, 'property', 'og:url')).toMatch(/\/salonlar\/istanbul$/);

  const district = await html(request, '/salonlar/istanbul/kadikoy');
  expect(district).toContain('Işıl Güzellik Salonu');
  expect(district).toContain('Moda Güzellik Merkezi');
  expect(district).not.toContain('İnci Kuaför');
});

test('only known services, cities and districts make indexable pages; free text is noindex with the list\'s canonical', async ({ request }) => {
  const known = await html(request, `/salonlar?service=${encodeURIComponent('Saç Kesimi')}&city=${encodeURIComponent('İstanbul')}&cityId=34`);
  expect(known).not.toMatch(/<meta name="robots"[^>]*noindex/);
  expect(known).toMatch(/<link rel="canonical" href="[^"]*\/salonlar\?service=Sa%C3%A7\+Kesimi[^"]*"\/>/);

  const made = await html(request, `/salonlar?service=${encodeURIComponent('Bedava Saç Kesimi')}&city=${encodeURIComponent('İstanbul')}&cityId=34`);
  expect(made).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
  expect(made).toMatch(/<link rel="canonical" href="[^"]*\/salonlar\/istanbul"\/>/);

  const byName = await html(request, `/salonlar?q=${encodeURIComponent('nişantaşı')}&city=${encodeURIComponent('İstanbul')}&cityId=34`);
  expect(byName).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
});

test('the salon page carries its content and valid BeautySalon JSON-LD', async ({ request }) => {
  const list = await html(request, '/salonlar?q=%C4%B0nci');
  const [salonId] = salonIdsIn(list);
  expect(salonId).toBeTruthy();

  const page = await html(request, `/salon/${salonId}`);
  expect(page).toContain('<title>İnci Kuaför – Beşiktaş / İstanbul | SalonRandevu</title>');
  expect(page).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/salon/${salonId}"/>`));
  expect(page).toContain('Sinanpaşa Mah. Ihlamurdere Cad. No:45');
  expect(page).toMatch(/href="tel:0212\d{7}"/);
  expect(page).toContain('href="mailto:inci-kuafor@example.com"');

  const [data] = jsonLdIn(page).filter((d) => d['@type'] === 'BeautySalon');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    name: 'İnci Kuaför',
    email: 'inci-kuafor@example.com',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Sinanpaşa Mah. Ihlamurdere Cad. No:45',
      addressLocality: 'Beşiktaş',
      addressRegion: 'İstanbul',
      addressCountry: 'TR',
    },
  });
  expect(data.url).toMatch(new RegExp(`/salon/${salonId}$`));
  expect(data.telephone).toMatch(/^\+90212\d{7}$/);
  const [hours] = data.openingHoursSpecification as { opens: string; closes: string }[];
  expect(hours.opens).toMatch(/^\d{2}:\d{2}$/);
  expect(hours.closes).toMatch(/^\d{2}:\d{2}$/);

  // Services as offers priced in TRY, each also visible as a booking link target.
  const catalogs = (data.hasOfferCatalog as { itemListElement: { name: string; itemListElement: Record<string, unknown>[] }[] }).itemListElement;
  const offers = catalogs.flatMap((c) => c.itemListElement);
  expect(offers.length).toBeGreaterThan(0);
  for (const offer of offers) {
    expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'TRY', itemOffered: { '@type': 'Service' } });
    expect(Number(offer.price)).toBeGreaterThan(0);
  }

  // The seeded salon has approved reviews: the rating matches the badge in the page.
  const rating = data.aggregateRating as { ratingValue: number; reviewCount: number };
  expect(rating.reviewCount).toBeGreaterThan(0);
  // React separates text parts with <!-- --> in server HTML; a crawler's text view drops them.
  expect(page.replaceAll('<!-- -->', '')).toContain(`(${rating.reviewCount} değerlendirme)`);
});

test('sitemap.xml lists every listed salon and the city and district pages', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const inSitemap = new Set([...xml.matchAll(/\/salon\/([0-9a-f-]{36})<\/loc>/g)].map((m) => m[1]));

  const everySalon = salonIdsIn(await html(request, '/salonlar'));
  // The bookable demo salons whose subscription runs (those that ended are in no list: issue 29).
  expect(everySalon.length).toBeGreaterThanOrEqual(20);
  expect([...inSitemap].sort()).toEqual([...everySalon].sort());
  expect(xml).toMatch(/<loc>[^<]*\/salonlar\/istanbul<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]*\/salonlar\/istanbul\/kadikoy<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]*\/salonlar<\/loc>/);
});

test('the KVKK notices answer 200 with the controller\'s name, and every public page links them', async ({ request }) => {
  const titles = { '/kvkk': 'KVKK Aydınlatma Metni', '/kvkk/salon': 'Salonlar İçin KVKK Aydınlatma Metni' };
  for (const [path, title] of Object.entries(titles)) {
    const page = (await html(request, path)).replaceAll('<!-- -->', '');
    expect(page).toContain(`<title>${title} | SalonRandevu</title>`);
    expect(page).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"/>`));
    // The seeded site has saved no controller yet: the site's name and its contact e-mail.
    expect(page, path).toMatch(/<dt[^>]*>Unvan<\/dt><dd[^>]*>SalonRandevu<\/dd>/);
    expect(page, path).toContain('href="mailto:info@salonrandevu.com"');
    expect(page, path).toContain('Haklarınız (KVKK md. 11)');
  }
  expect((await request.get('/kvkk/yok')).status()).toBe(404);
  const footer = (await html(request, '/salonlar')).match(/<footer[\s\S]*<\/footer>/)?.[0] ?? '';
  for (const path of ['/kvkk', '/kvkk/salon', '/gizlilik']) expect(footer).toContain(`href="${path}"`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/kvkk', '/kvkk/salon']) expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));
});

test('robots.txt keeps the back-office, account pages and API out', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  for (const path of ['/admin', '/randevularim', '/yorumlarim', '/api']) expect(text).toContain(`Disallow: ${path}`);
  expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('an unknown or malformed salon id answers 404 with "Salon bulunamadı"', async ({ request }) => {
  for (const path of ['/salon/00000000-0000-4000-8000-000000000000', '/salon/not-a-salon', '/salonlar/atlantis']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    if (path.startsWith('/salon/')) expect(await response.text()).toContain('Salon bulunamadı');
  }
});
