// A network the journey controls instead of racing (issue 36). A busy or loading state lasts
// exactly as long as its request: hold the request, assert the busy state, then release it and
// assert the end state. A fixed delay instead makes the assertion a bet on the machine's speed.
import { expect, type APIRequestContext, type APIResponse, type Page, type Route } from '@playwright/test';

export interface HeldRequests {
  /** Resolves once at least one matching request is waiting. */
  waitForHeld(): Promise<void>;
  /** Lets every held request (and every later one) through, and stops holding. */
  release(): Promise<void>;
}

/** From now on, requests to `url` wait until `release()`. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<HeldRequests> {
  const held: Route[] = [];
  let released = false;
  const handler = (route: Route) => {
    if (released) return route.fallback();
    held.push(route);
  };
  await page.route(url, handler);
  return {
    async waitForHeld() {
      await expect.poll(() => held.length, { message: `a request to ${String(url)} is held` }).toBeGreaterThan(0);
    },
    async release() {
      released = true;
      await page.unroute(url, handler);
      // A request the page gave up on meanwhile (it navigated away) cannot be continued.
      for (const route of held.splice(0)) await route.fallback().catch(() => undefined);
    },
  };
}

/**
 * Asks for a public page until the answer comes from the cache ('HIT' or 'STALE'), and returns
 * it: the first request may render it, and a journey running beside this one may revalidate it
 * between two requests (any review or salon write refreshes every list and salon page; issue 36,
 * run S saw a 'MISS' that way).
 */
export async function cachedAnswer(request: APIRequestContext, path: string): Promise<APIResponse> {
  let answer: APIResponse | undefined;
  await expect.poll(async () => {
    answer = await request.get(path);
    return answer.headers()['x-nextjs-cache'];
  }, { message: `${path} is served from the cache` }).toMatch(/HIT|STALE/);
  return answer!;
}
