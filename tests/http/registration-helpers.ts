// Calls the registration route handlers with real Request objects.
import { NextRequest } from 'next/server';
import { GET as statusRoute } from '@/app/api/registrations/[merchantOid]/route';
import { GET as availabilityRoute } from '@/app/api/registrations/availability/route';
import { POST as registrationsRoute } from '@/app/api/registrations/route';
import { POST as logoRoute } from '@/app/api/uploads/logo/route';
import { POST as tokenRoute } from '@/app/api/paytr/token/route';
import { POST as callbackRoute } from '@/app/api/paytr/callback/route';
import { GET as settingsRoute } from '@/app/api/paytr/settings/route';
import type { RegistrationFixture } from '../db/registration-fixtures';
import { nextVisitorAddress } from '../support/visitors';

export const BASE = 'http://localhost:3000';

/** Distinct phone numbers (owners' are unique) the payloads draw from: 900 × 90 × 90. */
const PHONES = 900 * 90 * 90;
// Consecutive from a random start: unique within a test file (it had 900 phones, drawn at
// random, and two registrations of one file sometimes got the same and a 409).
let seq = Math.floor(Math.random() * (PHONES - 100_000));
/** A complete wizard payload; each call has its own owner values. */
export function payload(f: RegistrationFixture, planId: string, over: { owner?: Record<string, unknown>; salon?: Record<string, unknown> } = {}) {
  const n = ++seq;
  const phone = `0 (533) ${100 + (n % 900)} ${10 + (Math.floor(n / 900) % 90)} ${10 + (Math.floor(n / 81_000) % 90)}`;
  return {
    salon: { name: `Ayna Kuaför ${n}`, address: 'Bağdat Cad. No: 5', cityId: f.cityId, districtId: f.districtId, phone, email: `ayna${n}@example.com`, ...over.salon },
    owner: { username: `ayna${n}`, password: 'sifre123', email: `ayna${n}@example.com`, firstName: 'Ayşe', lastName: 'Kaya', phone, ...over.owner },
    planId,
  };
}

export async function postJson(route: (r: NextRequest) => Promise<Response>, path: string, body: unknown, init: { raw?: string; contentType?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': init.contentType ?? 'application/json', 'x-client-address': init.ip ?? nextVisitorAddress() }; // a visitor per call unless named
  const res = await route(new NextRequest(`${BASE}${path}`, { method: 'POST', headers, body: init.raw ?? JSON.stringify(body) }));
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try { json = JSON.parse(text); } catch { /* plain text answers */ }
  return { status: res.status, body: json, text, headers: res.headers };
}

export const register = (body: unknown, init?: Parameters<typeof postJson>[3]) => postJson(registrationsRoute, '/api/registrations', body, init);
export const requestToken = (body: unknown, init?: Parameters<typeof postJson>[3]) => postJson(tokenRoute, '/api/paytr/token', body, init);

export async function checkAvailability(query: Record<string, string>, ip = '198.51.100.1') {
  const res = await availabilityRoute(new NextRequest(`${BASE}/api/registrations/availability?${new URLSearchParams(query)}`, { headers: { 'x-client-address': ip } }));
  return { status: res.status, body: await res.json() };
}

export async function registrationStatus(merchantOid: string) {
  const res = await statusRoute(new NextRequest(`${BASE}/api/registrations/${merchantOid}`), { params: Promise.resolve({ merchantOid }) });
  return { status: res.status, body: await res.json() };
}

export async function uploadLogo(bytes: Uint8Array | null, opts: { filename?: string; type?: string; raw?: BodyInit; contentType?: string } = {}) {
  let body: BodyInit;
  const headers: Record<string, string> = { 'x-client-address': '198.51.100.9' };
  if (opts.raw !== undefined) {
    body = opts.raw;
    if (opts.contentType) headers['content-type'] = opts.contentType;
  } else {
    const form = new FormData();
    if (bytes) form.append('file', new Blob([Buffer.from(bytes)], { type: opts.type ?? 'image/png' }), opts.filename ?? 'logo.png');
    body = form;
  }
  const req = new Request(`${BASE}/api/uploads/logo`, { method: 'POST', headers, body });
  const res = await logoRoute(new NextRequest(req));
  return { status: res.status, body: await res.json() };
}

export async function getSettings() {
  const res = await settingsRoute();
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) };
}

export async function postCallback(fields: Record<string, string> | string, contentType = 'application/x-www-form-urlencoded') {
  const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
  const res = await callbackRoute(new Request(`${BASE}/api/paytr/callback`, { method: 'POST', headers: { 'content-type': contentType }, body }));
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') };
}

export { callbackRoute };
