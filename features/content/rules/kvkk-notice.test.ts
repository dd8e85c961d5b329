// The KVKK notices say what art. 10 asks of them: who the controller is (with KEP and MERSİS
// only when the operator has them), which data, why, on what basis, to whom, how it is
// collected, every right of art. 11 with its letter, and how to use them (30 days, free of
// charge). Checked on the structured notice and on the HTML the page renders from it.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KVKK_NOTICE_PATHS, KvkkNotice as KvkkNoticeLine } from '@/components/kit/kvkk-notice';
import { KvkkNoticeSections } from '@/features/content/components/kvkk/kvkk-notice-sections';
import { controllerFacts, DEFAULT_TRANSFER_NOTE, defaultKvkkController, parseKvkkController, type KvkkController } from './kvkk-controller';
import { KVKK_REQUEST_PATH, KVKK_RIGHTS, kvkkNotice, type KvkkAudience, type KvkkNotice } from './kvkk-notice';

const AUDIENCES: KvkkAudience[] = ['customer', 'salon'];

const BARE: KvkkController = {
  name: 'Örnek Teknoloji A.Ş.', address: 'Moda Cad. No:12, Kadıköy / İstanbul', email: 'kvkk@ornek.com.tr',
  kep: null, mersis: null, transferNote: DEFAULT_TRANSFER_NOTE,
};
const FULL: KvkkController = { ...BARE, kep: 'ornekteknoloji@hs01.kep.tr', mersis: '0123456789012345' };

/** Art. 11/1 in the law's order: each right's letter and words of its own, written out independently of the module. */
const ARTICLE_11: [string, string][] = [
  ['a', 'işlenip işlenmediğini öğrenme'],
  ['b', 'bilgi talep etme'],
  ['c', 'amacına uygun kullanılıp kullanılmadığını öğrenme'],
  ['ç', 'aktarıldığı üçüncü kişileri bilme'],
  ['d', 'düzeltilmesini isteme'],
  ['e', 'silinmesini veya yok edilmesini isteme'],
  ['f', 'üçüncü kişilere bildirilmesini isteme'],
  ['g', 'otomatik sistemler vasıtasıyla analiz'],
  ['ğ', 'zararın giderilmesini talep etme'],
];

function textOf(notice: KvkkNotice): string {
  return [notice.title, notice.intro, ...notice.sections.flatMap((section) => [section.title, ...section.blocks.flatMap((block) => {
    switch (block.kind) {
      case 'text': return [block.text];
      case 'list': return block.items;
      case 'lettered': return block.items.map((item) => `${item.letter}) ${item.text}`);
      case 'facts': return block.facts.map((fact) => `${fact.label}: ${fact.value}`);
    }
  })])].join('\n');
}

/** As React escapes text in HTML. */
const escaped = (text: string) => text.replace(/["'&<>]/g, (c) => ({ '"': '&quot;', '\'': '&#x27;', '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
const html = (notice: KvkkNotice) => renderToStaticMarkup(createElement(KvkkNoticeSections, { notice })).replaceAll('<!-- -->', '');
const fact = (label: string, value: string) => new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>(<a[^>]*>)?${value.replaceAll('.', '\\.')}`);

describe.each(AUDIENCES)('the %s notice', (audience) => {
  const notice = kvkkNotice(audience, BARE);
  const text = textOf(notice);

  it('lists every right of art. 11 with its letter, in the law\'s order, on the page too', () => {
    const rights = notice.sections.find((s) => s.id === 'haklariniz')!.blocks.find((b) => b.kind === 'lettered');
    expect(rights?.kind === 'lettered' && rights.items.map((r) => r.letter)).toEqual(ARTICLE_11.map(([letter]) => letter));
    const page = html(notice);
    for (const [letter, words] of ARTICLE_11) {
      const right = KVKK_RIGHTS.find((r) => r.letter === letter)!;
      expect(right.text, `(${letter})`).toContain(words);
      expect(page).toContain(`>${letter})</span><span>${escaped(right.text)}</span>`);
    }
  });

  it('has each part art. 10 asks for', () => {
    expect(notice.sections.map((s) => s.id)).toEqual([
      'veri-sorumlusu', 'islenen-veriler', 'amaclar', 'hukuki-sebepler', 'ileti-ve-riza', 'aktarim', 'yurt-disi', 'toplama', 'haklariniz', 'basvuru',
    ]);
    for (const basis of ['(c) Bir sözleşmenin kurulması', '(ç) Hukuki yükümlülüğümüzü', '(f) Temel hak ve özgürlüklerinize']) expect(text).toContain(basis);
    expect(text).toContain('Supabase');
    expect(text).toContain('Yetkili kamu kurum ve kuruluşlarına');
    expect(text).toContain('E-posta ve SMS gönderim hizmeti sağlayıcılarına');
    expect(text).toContain('elektronik ortamda');
    expect(text).toContain('pazarlama, kampanya veya reklam iletisi göndermiyoruz');
    expect(text).toContain('açık rıza istemiyoruz');
    expect(text).toContain('en geç 30 gün içinde ve ücretsiz olarak');
    expect(text).toContain('md. 13');
  });

  it('links the online request form from "how to use your rights", for people without an account too', () => {
    const how = notice.sections.find((s) => s.id === 'basvuru')!;
    expect(how.blocks.some((b) => b.kind === 'text' && b.link?.href === KVKK_REQUEST_PATH)).toBe(true);
    expect(html(notice)).toContain(`<a href="${KVKK_REQUEST_PATH}"`);
    expect(KVKK_REQUEST_PATH).toBe('/kvkk/basvuru');
  });

  it('names the controller and its e-mail for applications; KEP and MERSİS only when given', () => {
    const page = html(notice);
    expect(page).toMatch(fact('Unvan', BARE.name));
    expect(page).toMatch(fact('Adres', BARE.address));
    expect(page).toContain(`href="mailto:${BARE.email}"`);
    expect(text).toContain(`6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") uyarınca kişisel verileriniz, veri sorumlusu sıfatıyla ${BARE.name}`);
    expect(text).toContain(`${BARE.email} adresine`);
    expect(text).toContain(`${BARE.address} adresine`);
    expect(page).not.toMatch(/<dt[^>]*>KEP adresi<\/dt>/);
    expect(page).not.toMatch(/<dt[^>]*>MERSİS no<\/dt>/);
    expect(text).not.toContain('KEP');

    const full = kvkkNotice(audience, FULL);
    const fullPage = html(full);
    expect(fullPage).toMatch(fact('KEP adresi', FULL.kep!));
    expect(fullPage).toMatch(fact('MERSİS no', FULL.mersis!));
    expect(textOf(full)).toContain(`KEP: kayıtlı elektronik posta adresinizden ${FULL.kep} adresine.`);
  });

  it('says where the data is hosted in the operator\'s own words', () => {
    expect(text).toContain('yurt dışına aktarım');
    expect(text).toContain('9. maddesine');
    const own = kvkkNotice(audience, { ...BARE, transferNote: 'Verileriniz Türkiye\'deki sunucularımızda saklanır; yurt dışına aktarılmaz.' });
    expect(textOf(own)).toContain('Verileriniz Türkiye\'deki sunucularımızda saklanır; yurt dışına aktarılmaz.');
    expect(textOf(own)).not.toContain(DEFAULT_TRANSFER_NOTE);
  });
});

describe('what each notice covers', () => {
  it('customers: contact details, appointments, reviews, the salon\'s notes and bills, shared with the salon booked', () => {
    const text = textOf(kvkkNotice('customer', BARE));
    for (const words of ['adınız soyadınız', 'telefon numaranız', 'e-posta adresiniz', 'Randevu geçmişiniz', 'Yorumlarınız',
      'Salonun sizinle ilgili tuttuğu notlar', 'adisyonlarınız', 'Randevu aldığınız salona']) expect(text).toContain(words);
  });

  it('salons: owner and staff, usernames, salon details, payments through PayTR without card data', () => {
    const text = textOf(kvkkNotice('salon', BARE));
    for (const words of ['salon sahibinin ve çalışanların adı soyadı', 'kullanıcı adı', 'Salon bilgileri', 'PayTR',
      'kart bilgileriniz hiçbir zaman bize ulaşmaz']) expect(text).toContain(words);
  });
});

describe('the controller\'s details', () => {
  it('lists KEP and MERSİS only when there are any', () => {
    expect(controllerFacts(BARE).map((f) => f.label)).toEqual(['Unvan', 'Adres', 'E-posta']);
    expect(controllerFacts(FULL).map((f) => f.label)).toEqual(['Unvan', 'Adres', 'E-posta', 'KEP adresi', 'MERSİS no']);
  });

  it('defaults to the site\'s contact details and falls back field by field from a bad stored value', () => {
    const fallback = defaultKvkkController({ email: 'info@salonrandevu.com', address: null });
    expect(fallback).toEqual({
      name: 'SalonRandevu', address: 'İstanbul, Türkiye', email: 'info@salonrandevu.com', kep: null, mersis: null, transferNote: DEFAULT_TRANSFER_NOTE,
    });
    expect(parseKvkkController(null, fallback)).toEqual(fallback);
    expect(parseKvkkController(FULL, fallback)).toEqual(FULL);
    expect(parseKvkkController({ ...FULL, name: '  ', kep: '', mersis: 42 }, fallback)).toEqual({ ...FULL, name: 'SalonRandevu', kep: null, mersis: null });
  });
});

describe('the line at each collection point', () => {
  it('links the notice of its audience in a new tab, with no consent checkbox', () => {
    expect(KVKK_NOTICE_PATHS).toEqual({ customer: '/kvkk', salon: '/kvkk/salon' });
    const line = renderToStaticMarkup(createElement(KvkkNoticeLine, { audience: 'salon', purpose: 'Kişisel verileriniz işlenir.' }));
    expect(line).toContain('href="/kvkk/salon"');
    expect(line).toContain('target="_blank"');
    expect(line).toContain('rel="noopener"');
    expect(line).toContain('KVKK Aydınlatma Metni');
    expect(line).not.toContain('<input');
  });
});
