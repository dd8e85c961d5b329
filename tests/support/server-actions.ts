// Server actions called over HTTP as the browser calls them (a POST to the page with the
// action's id in Next-Action), for tests that reach the app server only through HTTP, and the
// sign-ins whose cookies those actions need.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './app-server';

/** A server action's id in the build `distDir`: `file` (from the repository root) and its export `name`. */
export function actionId(distDir: string, file: string, name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, distDir, 'server', 'server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  const found = Object.entries(manifest.node).find(([, v]) => v.filename === file && v.exportedName === name);
  if (!found) throw new Error(`${file}#${name} is not in the build`);
  return found[0];
}

/** Calls the action on `page` of the server at `url` with `input`; resolves with the RSC text of its answer. */
export async function callAction(url: string, page: string, id: string, input: unknown, cookie: string): Promise<{ status: number; text: string }> {
  const res = await fetch(url + page, {
    method: 'POST',
    headers: { 'next-action': id, accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8', origin: url, cookie },
    body: JSON.stringify([input]),
  });
  return { status: res.status, text: await res.text() };
}

async function signIn(url: string, endpoint: string, body: unknown, cookieName: string): Promise<string> {
  const res = await fetch(url + endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const cookie = new RegExp(`${cookieName}=[^;]+`).exec(res.headers.get('set-cookie') ?? '')?.[0];
  if (res.status !== 200 || !cookie) throw new Error(`${endpoint} answered ${res.status}: ${await res.text()}`);
  return cookie;
}

/** A salon panel session's cookie (POST /api/panel/login). */
export function panelSignIn(url: string, salonCode: string, username: string, password: string): Promise<string> {
  return signIn(url, '/api/panel/login', { salonCode, username, password }, 'salon_session');
}

/** A back-office session's cookie (POST /api/admin/login). */
export function adminSignIn(url: string, email: string, password: string): Promise<string> {
  return signIn(url, '/api/admin/login', { email, password }, 'admin_session');
}
