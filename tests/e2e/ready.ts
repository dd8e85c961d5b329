// When a control works (ready.ts): React has hydrated it and attached its handlers. <html data-hydrated>
// (components/ui/hydration-mark.tsx) says the root hydrated, but a part of the page that
// streamed in its own Suspense boundary (a screen behind loading.tsx) hydrates after that. A
// journey that types into such a field before then types into dead HTML: the keys are lost and
// a later click navigates without them (issue 36, run N: admin.spec's search-and-filter journey).
import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated each element: React DOM keeps an element's props on it under
 * a `__reactProps$<id>` key once it owns it (an internal name, stable since React 17; if a
 * React release renames it, this fails loudly at once rather than letting a journey race).
 */
export async function waitForHydration(...locators: Locator[]): Promise<void> {
  for (const locator of locators) {
    await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
      { message: `${String(locator)} is hydrated` }).toBe(true);
  }
}

/**
 * Closes an open dialog with Escape, as a keyboard user does, once it listens: a Radix dialog
 * hears Escape from the effect that also moves focus into it, so a dialog that is visible but
 * does not yet hold the focus lets the key pass (issue 36: without tracing, the reviews journey
 * pressed it in that gap).
 */
export async function closeWithEscape(dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement)),
    { message: `${String(dialog)} holds the focus` }).toBe(true);
  await dialog.page().keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
