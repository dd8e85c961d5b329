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
