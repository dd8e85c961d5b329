// Netgsm's REST v2 SMS protocol as Netgsm's side sees it (sources and assumptions: README.md
// here), written independently of the app's features/sms so the double catches the app's
// mistakes: a number with its leading 0, a missing content type, a date in the wrong format.

/** Answer codes of /sms/rest/v2/send and /report; the descriptions' wording is ours [UNCERTAIN]. */
export const DESCRIPTIONS = {
  '00': 'queued',
  '20': 'Message text problem or the maximum message length exceeded',
  '30': 'Invalid usercode, password or no API access; or request from an IP not allowed',
  '40': 'Message header (sender title) is not defined in the system',
  '50': 'IYS controlled sendings cannot be made with this subscriber account',
  '51': 'No IYS brand information found for this subscription',
  '60': 'No records to list for the search criteria',
  '70': 'Invalid query: a parameter is wrong or a required field is missing',
  '80': 'Sending limit exceeded',
  '85': 'Duplicate sending limit exceeded: more than 20 tasks for the same number within 1 minute',
  '100': 'System error',
};

/** Report statuses ("durum"), github.com/netgsm/netgsm-sms-js src/enums.ts SmsStatus. */
export const STATUS = {
  PENDING: 0, DELIVERED: 1, TIMED_OUT: 2, WRONG_NUMBER: 3, NOT_SENT: 4,
  OPERATOR_REJECTED: 11, SEND_ERROR: 12, DUPLICATE: 13,
  NO_CREDIT: 14, BLACKLISTED: 15, IYS_REJECTED: 16, IYS_ERROR: 17,
};

/** Longest text in characters: 883 with encoding TR, 912 without [UNCERTAIN: a user's notes of the PDF]. */
export const MAX_TEXT = { turkish: 883, plain: 912 };

/** 'Basic base64(user:pass)' → { user, pass }, or null. */
export function parseBasicAuth(header) {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!m) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), pass: decoded.slice(colon + 1) };
}

// Türkiye keeps UTC+3 all year (no DST since 2016), so Istanbul's wall clock is a fixed shift.
const ISTANBUL_MS = 3 * 3_600_000;
const pad = (n) => String(n).padStart(2, '0');

/** 'dd.MM.yyyy HH:mm:ss' on Istanbul's wall clock. */
export function netgsmDate(at) {
  const d = new Date(at.getTime() + ISTANBUL_MS);
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The inverse of netgsmDate, or null when the text is not exactly that format or not a real time. */
export function parseNetgsmDate(text) {
  const m = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(typeof text === 'string' ? text : '');
  if (!m) return null;
  const [, d, mo, y, h, mi, s] = m.map(Number);
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s) - ISTANBUL_MS);
  return netgsmDate(at) === text ? at : null;
}

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks a send body against the account: { code } when Netgsm would refuse it, else what to
 * keep. Order: structure (70), sender title (40), İYS (51), text (20).
 */
export function validateSend(body, account) {
  if (!isObject(body) || typeof body.msgheader !== 'string' || body.msgheader === '') return { code: '70' };
  if (!Array.isArray(body.messages) || body.messages.length === 0) return { code: '70' };
  for (const m of body.messages) {
    if (!isObject(m) || typeof m.msg !== 'string' || typeof m.no !== 'string') return { code: '70' };
    // The OpenAPI pattern: exactly 10 digits ('5XXXXXXXXX'); '05…' and '905…' do not match it.
    if (!/^[0-9]{10}$/.test(m.no)) return { code: '70' };
  }
  if (!account.headers.includes(body.msgheader)) return { code: '40' };
  const iys = body.iysfilter ?? '0';
  if (!['', '0', '11', '12'].includes(String(iys))) return { code: '70' };
  if (String(iys) === '11' || String(iys) === '12') return { code: '51' }; // this account has no İYS brand
  const turkish = typeof body.encoding === 'string' && body.encoding.toUpperCase() === 'TR';
  const max = turkish ? MAX_TEXT.turkish : MAX_TEXT.plain;
  if (body.messages.some((m) => m.msg.trim() === '' || [...m.msg].length > max)) return { code: '20' };
  return {
    messages: body.messages.map((m) => ({ no: m.no, msg: m.msg })),
    msgheader: body.msgheader,
    encoding: body.encoding ?? null,
    turkish,
    iysfilter: String(iys),
    referansID: typeof body.referansID === 'string' ? body.referansID : undefined,
  };
}

/** Checks a report body: { code: '70' } or the query. startdate/stopdate are required (OpenAPI). */
export function validateReport(body) {
  if (!isObject(body)) return { code: '70' };
  const start = parseNetgsmDate(body.startdate);
  const stop = parseNetgsmDate(body.stopdate);
  if (!start || !stop || stop < start) return { code: '70' };
  if (body.jobids !== undefined && (!Array.isArray(body.jobids) || body.jobids.some((j) => typeof j !== 'string' && typeof j !== 'number'))) return { code: '70' };
  const pagenumber = body.pagenumber ?? 0;
  const pagesize = body.pagesize ?? 100;
  if (!Number.isInteger(pagenumber) || pagenumber < 0 || !Number.isInteger(pagesize) || pagesize < 1 || pagesize > 100) return { code: '70' };
  return { jobids: body.jobids?.map(String), start, stop, pagenumber, pagesize };
}

/** SMS parts billed: 150 characters a part with TR, 155 without [UNCERTAIN, as MAX_TEXT]. */
export function messageParts(msg, turkish) {
  return Math.max(1, Math.ceil([...msg].length / (turkish ? 150 : 155)));
}

/** Operator codes (SDK OperatorCode) by mobile prefix; enough to look like the real rows. */
export function operatorOf(no) {
  if (/^5[05]/.test(no)) return 20; // Türk Telekom
  if (/^53/.test(no)) return 30; // Turkcell
  if (/^54/.test(no)) return 10; // Vodafone
  return 70; // tanımsız
}
