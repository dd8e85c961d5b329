// What the suite's one build (scripts/test-build.mjs) is made with, and so what every server
// run from it must be started with: the build fixes PAYTR_API_BASE in its Content-Security-
// Policy (server/build-env.mjs refuses to start on another), and the journeys pay through the
// PayTR double on E2E_PORT + 1000 (playwright.config.ts).
export function testBuildEnv(env = process.env) {
  return { PAYTR_API_BASE: `http://127.0.0.1:${Number(env.E2E_PORT ?? 3200) + 1000}` };
}
