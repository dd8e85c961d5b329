// Code fetched on demand (dialogs, the contact form, the booking form's validation) can fail to
// download for two reasons that need different answers (issue 24, item 19):
// - the connection dropped: the visitor keeps the page and what they typed; a toast says so and
//   offers 'Tekrar dene';
// - the tab is older than the last deploy: its chunks are gone for good (404) and no retry can
//   succeed, so the page is loaded anew at the same address (once: a mark in sessionStorage
//   stops a reload loop should the fresh page fail too; then the toast is shown instead).
// The script loader reports both the same way (a ChunkLoadError naming the chunk), and
// navigator.onLine cannot decide either (it stays true on a network that does not reach us), so
// the failed chunk is asked for again, uncached: no answer at all is a connection problem, a
// 404 means this build's code no longer exists on the server.
import { toast } from '@/components/ui/use-toast';

const RELOAD_MARK = 'salon:reloaded-after-deploy';
/** A second stale-code failure this soon after such a reload is not reloaded again. */
const RELOAD_GUARD_MS = 60_000;
/** A page still here this long after its reload began stayed (a leave prompt answered 'stay'). */
const RELOAD_WAIT_MS = 5_000;
const CHUNK_URL = /(?:https?:\/\/[^\s]+?)?\/_next\/static\/[^\s]+?\.(?:js|css)/;

export interface LoadFailure {
  /** The toast's title, e.g. 'Harita yüklenemedi'. */
  title: string;
  description?: string;
  /** Offered as the toast's 'Tekrar dene'. */
  retry?: () => void;
  /** The caller shows the failure itself (no toast); a stale tab is still reloaded. */
  quiet?: boolean;
}

export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error
    && (error.name === 'ChunkLoadError' || /Failed to load chunk|Loading (?:CSS )?chunk \S+ failed/.test(error.message));
}

/** True when the code the error names is gone from the server: the tab predates a deploy. */
async function codeIsGone(error: unknown): Promise<boolean> {
  if (!isChunkLoadError(error) || !navigator.onLine) return false;
  const url = CHUNK_URL.exec(error.message)?.[0];
  if (!url) return false;
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404;
  } catch {
    return false; // no answer: the connection, not the deploy
  }
}

function reloadOnce(): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOAD_MARK));
    if (last && Date.now() - last < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
  } catch {
    return false; // storage refused: a loop could not be stopped, so no reload
  }
  window.location.reload(); // the same address, query and hash
  return true;
}

/** Reloads the page (once) when `error` is a chunk of an older build. Resolves true if it did. */
export async function reloadIfDeployed(error: unknown): Promise<boolean> {
  return (await codeIsGone(error)) && reloadOnce();
}

/** After a failed download: reload a stale tab, otherwise say so in a toast with a retry. */
export async function reportLoadFailure(error: unknown, failure: LoadFailure): Promise<'reloading' | 'reported'> {
  if (await reloadIfDeployed(error)) return 'reloading';
  if (!failure.quiet) {
    toast({
      title: failure.title,
      description: failure.description ?? 'Bağlantınızı kontrol edip tekrar deneyin.',
      variant: 'destructive',
      action: failure.retry ? { label: 'Tekrar dene', onClick: failure.retry } : undefined,
    });
  }
  return 'reported';
}

/**
 * Runs `load` (an `import()`); on failure reports it (see above) and resolves null. While a stale
 * tab reloads it resolves only if the page is still there after a while (the visitor chose to
 * stay at a leave prompt), so a busy button stays busy until the page goes, but not for good;
 * pressed again within the minute, the failure is told in a toast instead.
 */
export async function loadOnDemand<T>(load: () => Promise<T>, failure: LoadFailure): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if ((await reportLoadFailure(error, failure)) === 'reloading') {
      return new Promise<null>((resolve) => { setTimeout(() => resolve(null), RELOAD_WAIT_MS); });
    }
    return null;
  }
}
