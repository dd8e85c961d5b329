import { describe, expect, it } from 'vitest';
import { renderEmail } from './compose';

describe('renderEmail', () => {
  const content = {
    heading: 'Randevunuz <Oluşturuldu>',
    greeting: 'Merhaba Ayşe & Işıl,',
    paragraphs: ['İlk satır\nikinci satır'],
    details: [['Salon', 'Güzellik "Evi"'], ['Tutar', null], ['Not', '<script>alert(1)</script>']] as [string, string | null][],
    link: { href: 'https://ornek.com/randevu/yonet/abc?x=1&y="2"', label: 'Randevuyu görüntüle' },
    quote: { label: 'Mesajınız:', text: 'satır 1\nsatır 2' },
  };

  it('renders the same content as plain text, leaving out empty details', () => {
    const { text } = renderEmail(content);
    expect(text).toBe([
      'Merhaba Ayşe & Işıl,', 'İlk satır\nikinci satır',
      'Salon: Güzellik "Evi"\nNot: <script>alert(1)</script>',
      'Randevuyu görüntüle:\nhttps://ornek.com/randevu/yonet/abc?x=1&y="2"',
      'Mesajınız:\n> satır 1\n> satır 2', 'Salon Randevu',
    ].join('\n\n') + '\n');
  });

  it('escapes every value in the HTML and keeps line breaks', () => {
    const { html } = renderEmail(content);
    expect(html).toContain('<html lang="tr"><head><meta charset="utf-8"><title>Randevunuz &lt;Oluşturuldu&gt;</title>');
    expect(html).toContain('Merhaba Ayşe &amp; Işıl,');
    expect(html).toContain('İlk satır<br>ikinci satır');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="https://ornek.com/randevu/yonet/abc?x=1&amp;y=&quot;2&quot;"');
    expect(html).not.toContain('Tutar');
  });
});
