// When a failed message is tried again, and which SMTP failures are worth retrying. Pure.

/** First retry after a minute, then doubling, never more than six hours apart. */
export const RETRY_BASE_MS = 60_000;
export const RETRY_MAX_MS = 6 * 60 * 60_000;
/** After this many attempts (about a day and a half of retries) the message is marked failed. */
export const MAX_ATTEMPTS = 14;

/** Delay before the next try after `attempts` failed tries (1 → 1 min, 2 → 2 min, 3 → 4 min...). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(exponent, 30));
}

/** The parts of a nodemailer error we look at. */
export interface SmtpFailure {
  code?: string;
  responseCode?: number;
  response?: string;
  message: string;
}

/**
 * A 5xx answer about this message (recipient or content refused) will not change by retrying.
 * Connection problems, 4xx answers and authentication failures (a settings problem the operator
 * can fix) are retried.
 */
export function isPermanentFailure(error: SmtpFailure): boolean {
  if (error.code === 'EAUTH' || error.code === 'ENOAUTH') return false;
  return typeof error.responseCode === 'number' && error.responseCode >= 500 && error.responseCode < 600;
}

const TURKISH_REASONS: Record<string, string> = {
  ECONNECTION: 'SMTP sunucusuna bağlanılamadı',
  ECONNREFUSED: 'SMTP sunucusuna bağlanılamadı',
  ETIMEDOUT: 'SMTP sunucusu zamanında yanıt vermedi',
  ESOCKET: 'SMTP bağlantısı koptu',
  EDNS: 'SMTP sunucusunun adresi bulunamadı',
  ETLS: 'SMTP sunucusuyla güvenli (TLS) bağlantı kurulamadı',
  EAUTH: 'SMTP kimlik doğrulaması başarısız (kullanıcı adı veya şifre hatalı)',
  ENOAUTH: 'SMTP kullanıcı adı veya şifresi eksik',
  EENVELOPE: 'Alıcı adresi SMTP sunucusu tarafından reddedildi',
  EMESSAGE: 'SMTP sunucusu mesajı reddetti',
  EPROTOCOL: 'SMTP sunucusu beklenmeyen bir yanıt verdi',
};

/** A Turkish sentence for the admin, with the server's own answer when there is one. */
export function describeSmtpFailure(error: SmtpFailure): string {
  // nodemailer reports a refused or unreachable server as ESOCKET; the system code is in the text.
  const systemCode = /\b(ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|ETIMEDOUT)\b/.exec(error.message ?? '')?.[1];
  const code = systemCode === 'ENOTFOUND' ? 'EDNS' : systemCode === 'ETIMEDOUT' ? 'ETIMEDOUT' : systemCode ? 'ECONNREFUSED' : error.code;
  const reason = (code && TURKISH_REASONS[code]) || 'E-posta gönderilemedi';
  const detail = (error.response ?? error.message ?? '').trim();
  return detail ? `${reason}: ${detail}` : reason;
}
