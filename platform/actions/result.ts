// What every server action returns to the browser: never a thrown error, never a stack.
export type ActionResult<T = undefined> =
  | { ok: true; data: T; message?: string }
  | { ok: false; error: string; fieldErrors?: Record<string, string>; status?: number };

export function ok<T>(data: T, message?: string): ActionResult<T> {
  return { ok: true, data, message };
}

export function fail(error: string, fieldErrors?: Record<string, string>, status?: number): ActionResult<never> {
  return { ok: false, error, fieldErrors, status };
}

/**
 * What the browser says when an action's request got no answer (offline, the server away): the
 * page stays as it is, nothing is refreshed (a refresh offline becomes a full page load onto the
 * browser's own English error page, issue 29), and pressing the button again retries.
 */
export const NO_CONNECTION_MESSAGE = 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.';
