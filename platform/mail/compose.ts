// One structure, two renderings: every message is built as a heading, paragraphs, a list of
// details and an optional link, and rendered both as plain text and as simple inline-styled
// HTML (mail clients ignore style sheets), so the two versions can never say different things.
// Every value is escaped in the HTML. Pure.

export interface EmailContent {
  /** First line of the message, also the HTML title. */
  heading: string;
  greeting?: string;
  paragraphs: string[];
  /** Label/value rows ("Tarih: 1 Aralık 2030 Pazar"). Empty values are left out. */
  details?: [label: string, value: string | null | undefined][];
  link?: { href: string; label: string };
  /** Paragraphs after the details and the link. */
  closing?: string[];
  /** Quoted earlier text (a contact message being answered). */
  quote?: { label: string; text: string };
}

export const SIGNATURE = 'Salon Randevu';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Escaped text with line breaks kept. */
function htmlText(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

function presentDetails(content: EmailContent): [string, string][] {
  return (content.details ?? []).filter((d): d is [string, string] => Boolean(d[1]));
}

export function renderText(content: EmailContent): string {
  const blocks: string[] = [];
  if (content.greeting) blocks.push(content.greeting);
  blocks.push(...content.paragraphs);
  const details = presentDetails(content);
  if (details.length) blocks.push(details.map(([label, value]) => `${label}: ${value}`).join('\n'));
  if (content.link) blocks.push(`${content.link.label}:\n${content.link.href}`);
  blocks.push(...(content.closing ?? []));
  if (content.quote) blocks.push(`${content.quote.label}\n${content.quote.text.split(/\r?\n/).map((l) => `> ${l}`).join('\n')}`);
  blocks.push(SIGNATURE);
  return `${blocks.join('\n\n')}\n`;
}

const P = 'margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2937';

export function renderHtml(content: EmailContent): string {
  const details = presentDetails(content);
  const parts = [
    `<h1 style="margin:0 0 16px;font-size:20px;color:#111827">${escapeHtml(content.heading)}</h1>`,
    ...(content.greeting ? [`<p style="${P}">${htmlText(content.greeting)}</p>`] : []),
    ...content.paragraphs.map((p) => `<p style="${P}">${htmlText(p)}</p>`),
  ];
  if (details.length) {
    const rows = details.map(([label, value]) =>
      `<tr><th align="left" style="padding:4px 12px 4px 0;font-size:14px;color:#6b7280;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th>`
      + `<td style="padding:4px 0;font-size:14px;color:#111827;word-break:break-word">${htmlText(value)}</td></tr>`).join('');
    parts.push(`<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`);
  }
  if (content.link) {
    parts.push(`<p style="${P}"><a href="${escapeHtml(content.link.href)}" style="display:inline-block;padding:10px 16px;background:#7c3aed;color:#ffffff;border-radius:8px;text-decoration:none">${escapeHtml(content.link.label)}</a></p>`);
  }
  parts.push(...(content.closing ?? []).map((p) => `<p style="${P}">${htmlText(p)}</p>`));
  if (content.quote) {
    parts.push(`<p style="${P};color:#6b7280">${escapeHtml(content.quote.label)}</p>`
      + `<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #d1d5db;color:#4b5563">${htmlText(content.quote.text)}</blockquote>`);
  }
  parts.push(`<p style="${P};color:#6b7280">${SIGNATURE}</p>`);
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(content.heading)}</title></head>`
    + `<body style="margin:0;padding:24px;background:#f9fafb;font-family:Arial,Helvetica,sans-serif">`
    + `<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px">${parts.join('')}</div></body></html>`;
}

/** The text and HTML bodies of one message. */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  return { text: renderText(content), html: renderHtml(content) };
}
