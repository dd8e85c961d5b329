// The production server refuses to start without SITE_URL (otherwise every canonical link,
// the sitemap, JSON-LD and calendar files would point at localhost), while `next build`,
// which also runs with NODE_ENV=production, does not need it.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingProductionEnv } from '@/server/required-env.mjs';
import { paytrBuildMismatch } from '@/server/build-env.mjs';
import { securityHeaderRules } from '@/platform/http/security-headers';

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

describe('settings baked into the build', () => {
  /** A build folder whose routes manifest holds the headers next.config.ts makes for `paytrBase`. */
  function buildMadeWith(paytrBase: string): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'salon-build-'));
    writeFileSync(path.join(dir, 'routes-manifest.json'), JSON.stringify({ headers: securityHeaderRules({ paytrBase, production: true }) }));
    return dir;
  }

  it('stops `npm start` when PAYTR_API_BASE differs from the build\'s, saying to rebuild', async () => {
    const { code, stderr } = await runStart({
      ...process.env, PORT: '0', SITE_URL: 'https://salonrandevu.com',
      NEXT_DIST_DIR: buildMadeWith('https://www.paytr.com'), PAYTR_API_BASE: 'http://127.0.0.1:4999',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('PAYTR_API_BASE (http://127.0.0.1:4999) is not the value this build was made with (https://www.paytr.com)');
    expect(stderr).toContain('npm run build');
  });

  it('accepts the same origin (any path), the default when unset, and a missing build', () => {
    const manifest = (base: string) => ({ headers: securityHeaderRules({ paytrBase: base, production: true }) });
    expect(paytrBuildMismatch(manifest('http://127.0.0.1:4010'), { PAYTR_API_BASE: 'http://127.0.0.1:4010/odeme' })).toBeNull();
    expect(paytrBuildMismatch(manifest('https://www.paytr.com'), {})).toBeNull();
    expect(paytrBuildMismatch(manifest('https://www.paytr.com'), { PAYTR_API_BASE: 'https://sandbox.paytr.com' })).toMatch(/rebuild|npm run build/);
    expect(paytrBuildMismatch(null, { PAYTR_API_BASE: 'https://sandbox.paytr.com' })).toBeNull();
  });
});
