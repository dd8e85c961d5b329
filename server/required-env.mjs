// What a production server cannot start without. Checked by server/start.mjs before Next
// loads, and by instrumentation.ts for hosts that start Next another way. `next build` also
// runs with NODE_ENV=production but needs none of it (NEXT_PHASE tells the two apart).

/** The message to stop with, or null when the environment is complete. */
export function missingProductionEnv(env) {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return null;
  if (!env.SITE_URL || !env.SITE_URL.trim()) {
    return 'SITE_URL is not set. In production it must be the public origin of the site (e.g. https://salonrandevu.com): '
      + 'canonical links, the sitemap, JSON-LD, payment return URLs and calendar files are built from it.';
  }
  return null;
}
