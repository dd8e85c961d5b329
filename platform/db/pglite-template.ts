// A new embedded database starts as a copy of a template data directory instead of running
// PGlite's initdb. initdb was the largest part of a first start's database work (4–7 s measured on
// a shared 2-core machine, against about 1 s each for the migrations and the seed; issue 28 item
// 19), one long synchronous WebAssembly call that makes the same files every time for a given
// PGlite version. The template is made once per machine and PGlite version by the first new
// database, in the user's cache folder (so deleting .data/, or a new clone, keeps it); copying and
// opening it takes under a second. When the cache cannot be used (no writable home, say) the
// database is created as before.
import { PGlite } from '@electric-sql/pglite';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

const PGLITE_PACKAGE = path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json');

function cacheDir(): string {
  return path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'salon-randevu');
}

/**
 * Fills `dataDir` from the template when it is missing or empty (a directory with files in it is
 * never touched). Returns false when it did not; PGlite.create then runs initdb itself.
 */
export async function createDataDirFromTemplate(dataDir: string): Promise<boolean> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  const copying = `${dataDir}.copying-${process.pid}`;
  try {
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
    const template = await templateDir();
    // Copied beside it and renamed into place: an interrupted copy never looks like a database.
    cpSync(template, copying, { recursive: true });
    // Empty (checked above); rmdir fails rather than delete a database another process just put there.
    if (existsSync(dataDir)) rmdirSync(dataDir);
    renameSync(copying, dataDir);
    return true;
  } catch (error) {
    rmSync(copying, { recursive: true, force: true });
    console.warn('The database template could not be used; creating the database from scratch:', error);
    return false;
  }
}

/** The template for the installed PGlite version; made (initdb, then closed) when missing. */
async function templateDir(): Promise<string> {
  const { version } = JSON.parse(readFileSync(/* turbopackIgnore: true */ PGLITE_PACKAGE, 'utf8')) as { version: string };
  const template = path.join(cacheDir(), `pglite-${version}-datadir`);
  if (existsSync(path.join(template, 'PG_VERSION'))) return template;
  // Made beside it and renamed into place, so a process copying the template never sees half of
  // one; of two processes making it at once, the second keeps the first one's.
  const making = `${template}.making-${process.pid}`;
  mkdirSync(making, { recursive: true });
  try {
    const db = await PGlite.create(making);
    await db.close();
    renameSync(making, template);
  } catch (error) {
    if (!existsSync(path.join(template, 'PG_VERSION'))) throw error;
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  return template;
}
