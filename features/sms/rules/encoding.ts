// How a text message is billed (issue 32): which alphabet it goes in, how many units it takes
// and how many parts the operator charges for. Pure: no provider is called.
//
// Sources:
// - 3GPP TS 23.038 §6.2.1: the GSM 7-bit default alphabet and its extension table (each
//   extension character is ESC + a septet: 2 septets); Annex A.2.1: the Turkish National Language
//   Single Shift table, which replaces the extension table (same escapes, plus Ğ İ Ş ç ğ ı ş).
// - 3GPP TS 23.040 §9.2.3.24: a part carries 140 octets of user data; its User Data Header costs
//   1 octet (UDHL) plus each information element: concatenation (IEI 00, §9.2.3.24.1) 5 octets,
//   national language single shift (IEI 0x24, §9.2.3.24.15) 3 octets. Septets are padded to a
//   septet boundary after the header, hence floor((140 - header) × 8 / 7): 160 / 153 without the
//   shift, 155 / 149 with it (Android's SmsMessage counts the same: 1 + 4 + 6 septets of header).
//   UCS-2 is 2 octets a unit: 70 / 67. Infobip documents its Turkish NLI as "155 characters",
//   i.e. this single shift; Netgsm's encoding=TR is taken to be the same (its docs only say the
//   size and price depend on it): confirm against its character count before relying on 149.
// - BTK's decision 2016/DK-YED/211 (art. 5): operators append ' Bxxx' (a space and their 4-character
//   code) to every bulk message, so 5 units of a part are not ours (OPERATOR_CODE_SUFFIX).

export type SmsEncoding = 'gsm7' | 'gsm7-tr' | 'ucs2';

export interface SmsEncodingOptions {
  /** The provider sends with the Turkish single shift table (Netgsm: encoding=TR). */
  turkishShift: boolean;
}

export interface SmsParts {
  encoding: SmsEncoding;
  /** Septets (gsm7, gsm7-tr) or UTF-16 code units (ucs2: an emoji's surrogate pair is 2). */
  units: number;
  /** Parts billed: 1 when the text fits one part, else as many concatenated parts as it fills. */
  parts: number;
  /** What each part holds in this encoding: the single-part limit when parts is 1, else the concatenated one. */
  perPart: number;
}

/** GSM 03.38 default alphabet, one septet each (0x1B, the escape, is not a character). */
const GSM_BASIC = new Set([...
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?'
  + '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà']);

/** The default extension table (ESC + septet): form feed ^ { } \ [ ~ ] | €. */
const GSM_EXTENSION = new Set([...'\f^{}\\[~]|€']);

/** TS 23.038 A.2.1, the Turkish single shift table: the same escapes plus Ğ İ Ş ç ğ ı ş. */
const TURKISH_SINGLE_SHIFT = new Set([...GSM_EXTENSION, ...'ĞİŞçğış']);

const USER_DATA_OCTETS = 140;
const CONCATENATION_IE_OCTETS = 5;
const LANGUAGE_SHIFT_IE_OCTETS = 3;

/** Septets left in 140 octets after a header of these information elements (none: no header at all). */
function septetsAfter(elements: number[]): number {
  const header = elements.length === 0 ? 0 : 1 + elements.reduce((sum, n) => sum + n, 0);
  return Math.floor(((USER_DATA_OCTETS - header) * 8) / 7);
}

function ucs2After(elements: number[]): number {
  const header = elements.length === 0 ? 0 : 1 + elements.reduce((sum, n) => sum + n, 0);
  return Math.floor((USER_DATA_OCTETS - header) / 2);
}

/** Units a part holds: gsm7 160/153, gsm7-tr 155/149, ucs2 70/67 (derived, not typed in). */
export const PART_LIMITS: Record<SmsEncoding, { single: number; concatenated: number }> = {
  gsm7: { single: septetsAfter([]), concatenated: septetsAfter([CONCATENATION_IE_OCTETS]) },
  'gsm7-tr': {
    single: septetsAfter([LANGUAGE_SHIFT_IE_OCTETS]),
    concatenated: septetsAfter([CONCATENATION_IE_OCTETS, LANGUAGE_SHIFT_IE_OCTETS]),
  },
  ucs2: { single: ucs2After([]), concatenated: ucs2After([CONCATENATION_IE_OCTETS]) },
};

/**
 * What every operator appends (BTK 2016/DK-YED/211): ' B' + 3 digits, all in the default
 * alphabet, so it never changes the encoding, only takes 5 units of the last part.
 */
export const OPERATOR_CODE_SUFFIX = ' B000';

/** Septets per character with this shift table, or null when a character has none. */
function septetCosts(chars: string[], shift: Set<string>): number[] | null {
  const costs: number[] = [];
  for (const c of chars) {
    if (GSM_BASIC.has(c)) costs.push(1);
    else if (shift.has(c)) costs.push(2);
    else return null;
  }
  return costs;
}

/**
 * Parts for these per-character costs. A part never splits an escape pair (ESC + septet) or a
 * surrogate pair: such a character moves whole to the next part, so a split message may need
 * one part more than units / perPart (Android's GsmAlphabet splits so too: a part ending in a
 * lone ESC would show the wrong character).
 */
function countParts(costs: number[], limits: { single: number; concatenated: number }) {
  const units = costs.reduce((sum, n) => sum + n, 0);
  if (units <= limits.single) return { units, parts: 1, perPart: limits.single };
  let parts = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > limits.concatenated) {
      parts += 1;
      used = 0;
    }
    used += cost;
  }
  return { units, parts, perPart: limits.concatenated };
}

/**
 * How `text` goes out and what it costs. The plain GSM alphabet first (no header: the full 160);
 * with `turkishShift`, a text that needs ç ğ ı ş İ Ş Ğ goes in the Turkish single shift (each of
 * those 2 septets, 155/149 a part); anything else (or those letters without the shift, or an
 * emoji) goes as UCS-2. An empty text is still one part.
 */
export function smsParts(text: string, { turkishShift }: SmsEncodingOptions): SmsParts {
  const chars = [...text];
  const plain = septetCosts(chars, GSM_EXTENSION);
  if (plain) return { encoding: 'gsm7', ...countParts(plain, PART_LIMITS.gsm7) };
  const turkish = turkishShift ? septetCosts(chars, TURKISH_SINGLE_SHIFT) : null;
  if (turkish) return { encoding: 'gsm7-tr', ...countParts(turkish, PART_LIMITS['gsm7-tr']) };
  return { encoding: 'ucs2', ...countParts(chars.map((c) => c.length), PART_LIMITS.ucs2) };
}

/** The parts an operator bills for `text` once it has appended its code (OPERATOR_CODE_SUFFIX). */
export function billedParts(text: string, options: SmsEncodingOptions): SmsParts {
  return smsParts(text + OPERATOR_CODE_SUFFIX, options);
}
