// Calling the back-office's server actions over real HTTP the way the browser does: a POST to
// the screen's path with the action's id (from the build's server reference manifest) in the
// Next-Action header and the arguments as JSON. Used by the role and session journeys.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3200);

export interface ActionRef { id: string; file: string; name: string }
export interface ActionAnswer { status: number; headers: Record<string, string>; body: string }

/** The server actions the build exports from these source files (paths as in the repository). */
export function serverActions(files: readonly string[]): ActionRef[] {
  const manifest = JSON.parse(readFileSync(`.next-e2e-${port}/server/server-reference-manifest.json`, 'utf8')) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  return Object.entries(manifest.node)
    .filter(([, v]) => v.filename && files.includes(v.filename))
    .map(([id, v]) => ({ id, file: v.filename!, name: v.exportedName ?? '?' }));
}

export async function callAction(api: APIRequestContext, baseURL: string, path: string, ref: ActionRef, input: unknown, cookie?: string): Promise<ActionAnswer> {
  const response = await api.post(path, {
    headers: {
      'next-action': ref.id, accept: 'text/x-component', 'content-type': 'text/plain;charset=UTF-8', origin: baseURL,
      ...(cookie ? { cookie } : {}),
    },
    data: JSON.stringify([input]),
    maxRedirects: 0,
  });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

/** Where an action answer sends the browser (Next's action redirect header or a plain redirect). */
export function redirectOf(answer: ActionAnswer): string {
  return `${answer.headers['x-action-redirect'] ?? ''} ${answer.headers.location ?? ''}`;
}
