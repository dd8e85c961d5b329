// Which Chromium the journeys and benchmarks drive: CHROMIUM_PATH, else Debian's
// /usr/bin/chromium, else Playwright's own download (if someone installed it).
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'];

export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (!found && !process.env.PLAYWRIGHT_BROWSERS_PATH) {
    console.warn('No Chromium found. Install one: `apt-get install chromium` (Debian), or set CHROMIUM_PATH.');
  }
  return found;
}

export function chromiumLaunchOptions() {
  return { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS };
}
