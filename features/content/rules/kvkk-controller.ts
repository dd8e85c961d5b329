// The data controller (veri sorumlusu) the KVKK notices (/kvkk, /kvkk/salon) name, and where a
// person sends a request. Details of a company change (an address, a KEP account), the law's text
// does not: so the operator edits these in /admin/content ('KVKK' tab, stored in site_content
// under 'kvkk_controller') while the notice itself stays in code (kvkk-notice.ts). Pure: the
// admin editor and the tests use it too.
import { z } from 'zod';

export interface KvkkController {
  /** The registered company name (ticaret unvanı). */
  name: string;
  address: string;
  /** Where requests under KVKK art. 11 are sent. */
  email: string;
  /** Registered e-mail (KEP) address; optional, as not every company has one. */
  kep: string | null;
  /** MERSİS number (16 digits); optional. */
  mersis: string | null;
  /**
   * Where the data is hosted and the art. 9 basis of sending it abroad, in one or two sentences.
   * A sentence rather than a fixed text: the operator's hosting (region, provider, safeguard)
   * may differ from the default, and saying it wrongly would be worse than saying nothing.
   */
  transferNote: string;
}

export const DEFAULT_CONTROLLER_NAME = 'SalonRandevu';

export const DEFAULT_TRANSFER_NOTE =
  'Kişisel verileriniz, barındırma ve veritabanı hizmeti aldığımız Supabase\'in Avrupa Birliği (AB) bölgesindeki '
  + 'sunucularında saklanır; bu, KVKK anlamında yurt dışına aktarımdır. Aktarım, Kanun\'un 9. maddesine dayanılarak, '
  + 'Kişisel Verileri Koruma Kurulu\'nun ilan ettiği standart sözleşme imzalanıp Kurum\'a bildirilerek yapılır.';

/** The controller before the operator has saved anything: the site's contact e-mail and address. */
export function defaultKvkkController(contact: { email: string; address: string | null }): KvkkController {
  return {
    name: DEFAULT_CONTROLLER_NAME,
    address: contact.address?.trim() || 'İstanbul, Türkiye',
    email: contact.email,
    kep: null,
    mersis: null,
    transferNote: DEFAULT_TRANSFER_NOTE,
  };
}

const filled = z.string().trim().min(1);

/**
 * The stored JSON, leniently: a missing or malformed field falls back to `fallback` on its own
 * (as the logo's and the hero's do), so one bad field never blanks the notice.
 */
export function parseKvkkController(value: unknown, fallback: KvkkController): KvkkController {
  const stored = value && typeof value === 'object' ? value : {};
  return z.object({
    name: filled.catch(fallback.name),
    address: filled.catch(fallback.address),
    email: filled.catch(fallback.email),
    kep: filled.nullable().catch(fallback.kep),
    mersis: filled.nullable().catch(fallback.mersis),
    transferNote: filled.catch(fallback.transferNote),
  }).parse(stored);
}

export interface NoticeFact {
  label: string;
  value: string;
  href?: string;
}

/** The controller as the notice lists it; KEP and MERSİS only when the operator has them. */
export function controllerFacts(controller: KvkkController): NoticeFact[] {
  return [
    { label: 'Unvan', value: controller.name },
    { label: 'Adres', value: controller.address },
    { label: 'E-posta', value: controller.email, href: `mailto:${controller.email}` },
    ...(controller.kep ? [{ label: 'KEP adresi', value: controller.kep }] : []),
    ...(controller.mersis ? [{ label: 'MERSİS no', value: controller.mersis }] : []),
  ];
}
