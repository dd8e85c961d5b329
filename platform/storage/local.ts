// Local folder backend: files under UPLOAD_DIR, served by app/api/files/[...key]/route.ts.
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** Keys are our own names ('salon-logos/ABC123-1700000000000.png'); anything else is refused. */
export const STORAGE_KEY = /^[a-z0-9-]+(?:\/[A-Za-z0-9][A-Za-z0-9._-]{0,120})+$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

function fileFor(root: string, key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  return path.join(path.resolve(root), ...key.split('/'));
}

export async function writeLocal(root: string, key: string, bytes: Uint8Array): Promise<void> {
  const file = fileFor(root, key);
  await mkdir(path.dirname(file), { recursive: true });
  // Write then rename, so a reader never sees half a file (upsert semantics like Supabase's).
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, file);
}

export async function readLocal(root: string, key: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await readFile(fileFor(root, key)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as Error).message.startsWith('Invalid storage key')) return null;
    throw error;
  }
}

/**
 * Deletes files in `{root}/{folder}` older than `maxAgeMs` (uploads that were never used), except
 * those whose key ('{folder}/{name}') `keep` names.
 */
export async function pruneLocalFolder(
  root: string, folder: string, maxAgeMs: number, now = Date.now(), keep: (key: string) => boolean = () => false,
): Promise<number> {
  const dir = path.join(path.resolve(root), folder);
  let names: string[];
  try { names = await readdir(dir); } catch { return 0; }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      if (!keep(`${folder}/${name}`) && now - (await stat(file)).mtimeMs > maxAgeMs) { await unlink(file); removed++; }
    } catch { /* raced with another server: fine */ }
  }
  return removed;
}
