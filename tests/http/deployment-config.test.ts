// Several app servers of one version (README "Deploy"): next.config.ts takes the build id from
// NEXT_BUILD_ID, so servers built apart agree on it, and the deployment id from
// NEXT_DEPLOYMENT_ID. Next calls generateBuildId during `next build`; this checks what it gets
// without making a build per case. That a running server hands its deployment id to the
// browser (and through nginx) is tests/http/nginx-cache.test.ts's.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function config(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import('@/next.config')).default;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('next.config.ts for several app servers', () => {
  it('uses NEXT_BUILD_ID as the build id, else leaves Next to make a random one', async () => {
    expect(await (await config({ NEXT_BUILD_ID: ' v2026.11.29-3 ' })).generateBuildId!()).toBe('v2026.11.29-3');
    expect(await (await config({ NEXT_BUILD_ID: undefined })).generateBuildId!()).toBeNull();
    expect(await (await config({ NEXT_BUILD_ID: '' })).generateBuildId!()).toBeNull();
  });

  it('refuses a build id that could not name a file or a cache key', async () => {
    for (const bad of ['../x', 'a b', 'x'.repeat(65), 'ş']) {
      await expect((await config({ NEXT_BUILD_ID: bad })).generateBuildId!()).rejects.toThrow(/NEXT_BUILD_ID/);
    }
  });

  it('takes the deployment id from NEXT_DEPLOYMENT_ID, none without it', async () => {
    expect((await config({ NEXT_DEPLOYMENT_ID: 'v42' })).deploymentId).toBe('v42');
    expect((await config({ NEXT_DEPLOYMENT_ID: undefined })).deploymentId).toBeUndefined();
  });
});
