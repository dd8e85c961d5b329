// Netgsm's REST v2 SMS protocol, the pure half: the number format, every documented answer code
// and report status mapped onto the provider interface, and the report's date window. Where
// these come from, and what is assumed, is written at the top of ./netgsm.ts. Pure: no I/O.
import { TIME_ZONE } from '@/platform/time/istanbul';
import type { SmsDeliveryReport, SmsSendResult } from './provider';

/** One HTTP call's outcome: an answer (body parsed when it was JSON, else undefined) or none. */
export type NetgsmAnswer =
  | { kind: 'answer'; status: number; body: unknown }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'network' };

export type SmsFailure = Extract<SmsSendResult, { ok: false }>;
interface Meaning { retry: boolean; error: string }

/** At most this many job ids per report query (a limit a Netgsm user reports; we stay under it). */
export const REPORT_BATCH = 50;

/**
 * '05xxxxxxxxx' → '5xxxxxxxxx': messages[].no is 10 digits (pattern ^[0-9]{10}$). The 10 digits
 * themselves pass too (features/sms/rules toProviderNumber gives that form). Else null.
 */
export function toNetgsmNumber(to: string): string | null {
  return /^0?(5\d{9})$/.exec(to)?.[1] ?? null;
}

export const INVALID_NUMBER: SmsFailure = {
  ok: false, retry: false, code: 'invalid-number',
  error: 'Geçersiz cep telefonu numarası: 05 ile başlayan 11 hane (ya da 5 ile başlayan 10 hane) olmalı; gönderilmedi.',
};

/** '00' accepted. '01'/'02' (a start/stop date Netgsm corrected) also carry a job id. */
const ACCEPTED = new Set(['00', '01', '02']);

export const SEND_CODES: Record<string, Meaning> = {
  '20': { retry: false, error: 'Mesaj metni hatalı veya azami uzunluğu aşıyor.' },
  '30': { retry: false, error: 'Netgsm kullanıcı adı veya şifresi geçersiz, API erişim izni yok ya da bu sunucunun IP adresine izin verilmemiş.' },
  '40': { retry: false, error: 'Gönderici adı (mesaj başlığı) Netgsm hesabında tanımlı değil.' },
  '50': { retry: false, error: 'Bu Netgsm hesabıyla İYS kontrollü gönderim yapılamıyor.' },
  '51': { retry: false, error: 'Netgsm aboneliğinde İYS marka bilgisi bulunamadı.' },
  '70': { retry: false, error: 'Netgsm isteği hatalı: bir parametre yanlış veya eksik.' },
  '80': { retry: true, error: 'Netgsm gönderim sınırı aşıldı; daha sonra yeniden denenecek.' },
  '85': { retry: true, error: 'Aynı numaraya bir dakikada 20\'den fazla gönderim yapılamıyor; daha sonra yeniden denenecek.' },
  '100': { retry: true, error: 'Netgsm sistem hatası; daha sonra yeniden denenecek.' },
  '101': { retry: true, error: 'Netgsm sistem hatası; daha sonra yeniden denenecek.' },
};

export const REPORT_CODES: Record<string, Meaning> = {
  '30': SEND_CODES['30'],
  '70': { retry: false, error: 'Netgsm rapor sorgusu hatalı: bir parametre yanlış veya eksik.' },
  '80': { retry: true, error: 'Netgsm rapor sorgu sınırı aşıldı; daha sonra yeniden sorulacak.' },
  '100': SEND_CODES['100'],
  '110': SEND_CODES['100'],
};

function failure(code: string, meaning: Meaning): SmsFailure {
  return { ok: false, retry: meaning.retry, code, error: `${meaning.error} (Netgsm kodu ${code})` };
}

/** A Netgsm code that is not an acceptance, as the provider interface says it. */
export function sendCodeResult(code: string): SmsFailure {
  // An unknown code is not retried: it means this table is out of date, which a person must see.
  return failure(code, SEND_CODES[code] ?? { retry: false, error: 'Netgsm bilinmeyen bir yanıt kodu döndürdü.' });
}

/** No answer at all: worth another try later. */
export function transportFailure(answer: Exclude<NetgsmAnswer, { kind: 'answer' }>): SmsFailure {
  return answer.kind === 'timeout'
    ? { ok: false, retry: true, code: 'timeout', error: `Netgsm ${answer.timeoutMs} ms içinde yanıt vermedi; yeniden denenecek.` }
    : { ok: false, retry: true, code: 'network', error: 'Netgsm\'e bağlanılamadı; yeniden denenecek.' };
}

/** An answer without a Netgsm code: judged by its HTTP status alone. */
export function httpFailure(status: number): SmsFailure {
  const code = `http-${status}`;
  if (status === 429 || status >= 500) return { ok: false, retry: true, code, error: `Netgsm geçici olarak hizmet veremiyor (HTTP ${status}); yeniden denenecek.` };
  if (status === 401 || status === 403) return { ok: false, retry: false, code, error: `Netgsm kimlik bilgilerini veya IP adresini kabul etmedi (HTTP ${status}).` };
  if (status < 300) return { ok: false, retry: false, code: 'bad-response', error: `Netgsm'in yanıtı anlaşılamadı (HTTP ${status}).` };
  return { ok: false, retry: false, code, error: `Netgsm isteği kabul etmedi (HTTP ${status}).` };
}

/** `code` and `jobid` of a JSON answer, tolerating numbers where strings are documented. */
function fieldsOf(body: unknown): { code?: string; jobid?: string; jobs?: unknown } {
  if (typeof body !== 'object' || body === null) return {};
  const b = body as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);
  const code = text(b.code);
  return { code: code && code.length === 1 ? `0${code}` : code, jobid: text(b.jobid), jobs: b.jobs };
}

/** The send endpoint's answer (HTTP 200 or 406 with a JSON code) as a send result. */
export function sendResultFor(answer: NetgsmAnswer): SmsSendResult {
  if (answer.kind !== 'answer') return transportFailure(answer);
  const { code, jobid } = fieldsOf(answer.body);
  if (code === undefined) return httpFailure(answer.status);
  if (!ACCEPTED.has(code)) return sendCodeResult(code);
  return jobid ? { ok: true, providerId: jobid } : httpFailure(answer.status);
}

export interface NetgsmJob { jobid: string; status: unknown }

/** The report endpoint's answer: its rows, or why the query failed. '60' = no record matched. */
export function reportAnswerFor(answer: NetgsmAnswer): { ok: true; jobs: NetgsmJob[] } | SmsFailure {
  if (answer.kind !== 'answer') return transportFailure(answer);
  const { code, jobs } = fieldsOf(answer.body);
  if (code === undefined) return httpFailure(answer.status);
  if (code === '60') return { ok: true, jobs: [] };
  // The query only reads: an unknown code is safe to ask again.
  if (code !== '00') return failure(code, REPORT_CODES[code] ?? { retry: true, error: 'Netgsm rapor sorgusuna bilinmeyen bir kodla yanıt verdi.' });
  const rows = Array.isArray(jobs) ? jobs : [];
  return {
    ok: true,
    jobs: rows.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && r.jobid != null)
      .map((r) => ({ jobid: String(r.jobid), status: r.status })),
  };
}

/** Report statuses ("durum") of a message; 'failed' ones are final for that message. */
export const REPORT_STATUSES: Record<number, Omit<SmsDeliveryReport, 'providerId'>> = {
  0: { status: 'pending', detail: 'Operatöre iletilmeyi bekliyor' },
  1: { status: 'delivered', detail: 'İletildi' },
  2: { status: 'failed', detail: 'Zaman aşımı: geçerlilik süresi içinde iletilemedi' },
  3: { status: 'failed', detail: 'Hatalı veya kısıtlı numara' },
  4: { status: 'failed', detail: 'Operatöre gönderilemedi' },
  11: { status: 'failed', detail: 'Operatör tarafından kabul edilmedi' },
  12: { status: 'failed', detail: 'Gönderim hatası' },
  13: { status: 'failed', detail: 'Mükerrer: aynı numaraya aynı metin kısa süre önce gönderilmiş' },
  14: { status: 'failed', detail: 'Netgsm hesabında yetersiz kredi' },
  15: { status: 'failed', detail: 'Numara kara listede' },
  16: { status: 'failed', detail: 'İYS tarafından reddedildi' },
  17: { status: 'failed', detail: 'İYS hatası' },
};

export function deliveryReportFor(providerId: string, job: NetgsmJob | undefined): SmsDeliveryReport {
  if (!job) return { providerId, status: 'pending', detail: 'Netgsm raporunda henüz yok' };
  const known = REPORT_STATUSES[Number(job.status)];
  // An unknown status stays pending: the caller gives up on a message after its own deadline.
  return { providerId, ...(known ?? { status: 'pending', detail: `Bilinmeyen Netgsm durum kodu: ${String(job.status)}` }) };
}

const netgsmClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit',
  hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** 'dd.MM.yyyy HH:mm:ss' on Istanbul's wall clock, the report query's date format. */
export function netgsmDate(at: Date): string {
  const p = Object.fromEntries(netgsmClock.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** The report query's window: `days` back, and an hour ahead so a clock behind Netgsm's loses nothing. */
export function reportWindow(now: Date, days: number): { startdate: string; stopdate: string } {
  return {
    startdate: netgsmDate(new Date(now.getTime() - days * 86_400_000)),
    stopdate: netgsmDate(new Date(now.getTime() + 3_600_000)),
  };
}
