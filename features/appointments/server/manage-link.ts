// The guest's private link in a text message: the same 32-byte token as the e-mail's
// /randevu/yonet/<64 hex>, written in base64url (43 characters) under /r/, so the link costs a
// text 23 characters less (app/r/[token]/route.ts redirects to the long form). Pure.
import { env } from '@/platform/env';

const HEX_TOKEN = /^[0-9a-f]{64}$/;
const SHORT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function shortToken(hexToken: string): string {
  return Buffer.from(hexToken, 'hex').toString('base64url');
}

/** The long form's token, or null for anything that is not a short token. */
export function longToken(short: string): string | null {
  if (!SHORT_TOKEN.test(short)) return null;
  const hex = Buffer.from(short, 'base64url').toString('hex');
  return HEX_TOKEN.test(hex) && shortToken(hex) === short ? hex : null;
}

export function shortManageUrl(hexToken: string): string {
  return `${env.SITE_URL}/r/${shortToken(hexToken)}`;
}
