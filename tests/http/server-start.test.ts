// The production server refuses to start without SITE_URL (otherwise every canonical link,
// the sitemap, JSON-LD and calendar files would point at localhost), while `next build`,
// which also runs with NODE_ENV=production, does not need it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingProductionEnv } from '@/server/required-env.mjs';

const root = path.resolve(import.meta.dirname, '../..');

function runStart(env: Record<string, string | undefined>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['server/start.mjs'], { cwd: root, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => { stderr += String(chunk); });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => { clearTimeout(timer); resolve({ code, stderr }); });
  });
}

describe('required production environment', () => {
  it('stops `npm start` with a clear message when SITE_URL is missing', async () => {
    const { SITE_URL: _ignored, ...rest } = process.env;
    void _ignored;
    const { code, stderr } = await runStart({ ...rest, PORT: '0' });
    expect(code).toBe(1);
    expect(stderr).toContain('SITE_URL is not set');
  });

  it('asks for SITE_URL only when a production server starts, not during the build or in development', () => {
    expect(missingProductionEnv({ NODE_ENV: 'production' })).toMatch(/SITE_URL is not set/);
    expect(missingProductionEnv({ NODE_ENV: 'production', SITE_URL: '  ' })).toMatch(/SITE_URL is not set/);
    expect(missingProductionEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toBeNull();
    expect(missingProductionEnv({ NODE_ENV: 'development' })).toBeNull();
    expect(missingProductionEnv({ NODE_ENV: 'production', SITE_URL: 'https://salonrandevu.com' })).toBeNull();
  });
});
