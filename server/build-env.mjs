// Settings that `next build` bakes into the build: the Content-Security-Policy (next.config.ts
// headers) names PAYTR_API_BASE's origin, so a server started with another PAYTR_API_BASE would
// show a payment frame its own policy blocks. server/start.mjs and instrumentation.ts refuse to
// start then, saying to rebuild. The policy is read from the build's routes-manifest.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const DEFAULT_PAYTR_BASE = 'https://www.paytr.com';

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The frame-src origins of the policy in a routes manifest, or null when it has none. */
export function builtFrameSources(manifest) {
  for (const rule of manifest?.headers ?? []) {
    const csp = rule.headers?.find((h) => h.key.toLowerCase() === 'content-security-policy');
    const frameSrc = csp?.value.split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-src '));
    if (frameSrc) return frameSrc.split(/\s+/).slice(1);
  }
  return null;
}

/** The message to stop with when the build's policy does not allow this PAYTR_API_BASE, else null. */
export function paytrBuildMismatch(manifest, env) {
  const sources = builtFrameSources(manifest);
  if (!sources) return null;
  const wanted = originOf(env.PAYTR_API_BASE || DEFAULT_PAYTR_BASE);
  if (wanted && sources.includes(wanted)) return null;
  const built = sources.find((s) => s.startsWith('http') && !s.includes('google.com')) ?? '(none)';
  return `PAYTR_API_BASE (${env.PAYTR_API_BASE || DEFAULT_PAYTR_BASE}) is not the value this build was made with (${built}): `
    + 'the Content-Security-Policy is fixed at build time. Run `npm run build` again with the same PAYTR_API_BASE as the server.';
}

/** Reads the build's manifest (null when there is no build yet: Next says so itself). */
export function readRoutesManifest(distDir) {
  try {
    return JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** For a production server: the mismatch of the build in NEXT_DIST_DIR (or .next), else null. */
export function buildEnvMismatch(env, cwd = process.cwd()) {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return null;
  return paytrBuildMismatch(readRoutesManifest(path.resolve(cwd, env.NEXT_DIST_DIR || '.next')), env);
}
