import 'server-only';
// SMTP settings for the mail worker, read from the environment once (platform/env.ts). Tests and the
// admin's test tool may pass their own; the password never leaves this module's callers on the
// server (mailConfigSummary() is what a page may show).
import { env } from '@/platform/env';

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  /** The From header, e.g. 'Salon Randevu <no-reply@example.com>'. */
  from: string;
}

/** The configured SMTP server, or null when SMTP_HOST is unset (mail then stays queued). */
export function smtpConfigFromEnv(): SmtpConfig | null {
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : env.SMTP_PORT === 465,
    user: env.SMTP_USER,
    password: env.SMTP_PASSWORD,
    from: env.SMTP_FROM,
  };
}

/** What the admin's e-mail test screen shows: everything but the password. */
export interface MailConfigSummary {
  configured: boolean;
  host: string | null;
  port: number;
  secure: boolean;
  from: string;
  user: string | null;
  /** Whether a password is set (never the password itself). */
  hasPassword: boolean;
}

export function mailConfigSummary(config: SmtpConfig | null = smtpConfigFromEnv()): MailConfigSummary {
  return {
    configured: config !== null,
    host: config?.host ?? null,
    port: config?.port ?? env.SMTP_PORT,
    secure: config?.secure ?? false,
    from: config?.from ?? env.SMTP_FROM,
    user: config?.user ?? null,
    hasPassword: Boolean(config?.password),
  };
}
