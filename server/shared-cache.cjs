// The page and data cache shared by every app server through Redis (or Valkey), used by
// server/incremental-cache.cjs when REDIS_URL is set (README "Caching and several app servers").
// - Entries (rendered pages, cached reads) live in Redis under a prefix of this build's id:
//   two builds on one Redis (a rolling deploy) never hand out each other's pages.
// - A tag revalidation is written to one Redis hash of tag times and published on a channel.
//   Every server applies it to Next's own tags manifest, which Next and our handler check on
//   each read, and clears its in-process read caches (platform/cache/memory-cache.ts): the
//   change shows on every server at its next request, without waiting for an expiry. Tags are
//   not per build: a change made through the new version must reach pages of the old one too.
// - A small in-process layer in front of Redis: a page younger than its revalidate time is
//   handed out from memory (no round trip). Past it, Redis is asked for a newer copy that
//   another server may have rendered, so the servers share renders instead of each making its own.
// - Redis down or slow: commands fail at once while disconnected (no offline queue) and after
//   COMMAND_TIMEOUT_MS when it hangs (then both connections are made anew, and none is ready
//   until Redis answers); the server goes on with its memory layer, rendering
//   what it lacks, logs the outage once, and reconnects by itself. Tag revalidations made
//   meanwhile are published once it is back, and every server then drops its memory layer,
//   since it may have missed others' invalidations.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by Next as CommonJS
const { readFileSync } = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by Next as CommonJS
const path = require('node:path');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by Next as CommonJS
const v8 = require('node:v8');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by Next as CommonJS
const { Redis } = require('ioredis');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by Next as CommonJS
const { tagsManifest, areTagsExpired } = require('next/dist/server/lib/incremental-cache/tags-manifest.external');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by Next as CommonJS
const { MemoryLru } = require('./memory-lru.cjs');

const NAMESPACE = 'salon-randevu';
const TAGS_KEY = `${NAMESPACE}:tags`;
const CHANNEL = `${NAMESPACE}:tags`;
/** Far below the database's bounds (tests/http/outage.test.ts: 6 s); a loaded 2-core machine's event loop may lag a few hundred ms. */
const COMMAND_TIMEOUT_MS = 1000;
/** How long the first requests wait for the first connection (tags loaded) before going on without Redis. */
const FIRST_SYNC_WAIT_MS = 2000;
/** An entry not written again for a day is dropped: old builds' entries leave Redis by themselves. */
const ENTRY_TTL_SECONDS = 24 * 60 * 60;
/** The memory layer: the same bound as Next's own memory cache in front of its file cache (cacheMaxMemorySize). */
const MEMORY_MAX_BYTES = 50 * 1024 * 1024;
/** platform/cache/tags.ts CACHE_REVALIDATE_SECONDS, for an entry that carries no revalidate time. */
const DEFAULT_REVALIDATE_MS = 30_000;
const TAGS_HEADER = 'x-next-cache-tags';

function readBuildId(serverDistDir) {
  return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
}

/** platform/cache/memory-cache.ts keeps its caches in this global set. */
function clearMemoryCaches() {
  for (const cache of globalThis.__salonMemoryCaches ?? []) cache.clear();
}

/** Merges tag times into this process's tags manifest, keeping the later of each. */
function applyTagTimes(times) {
  for (const [tag, { stale, expired }] of Object.entries(times)) {
    const known = tagsManifest.get(tag) ?? {};
    const merged = { ...known };
    if (typeof stale === 'number') merged.stale = Math.max(known.stale ?? 0, stale);
    if (typeof expired === 'number') merged.expired = Math.max(known.expired ?? 0, expired);
    tagsManifest.set(tag, merged);
  }
}

/** As Next's file cache does: a page whose tag was revalidated after it was stored is not handed out. */
function pageTagsExpired(entry) {
  const tags = entry.value && entry.value.headers && entry.value.headers[TAGS_HEADER];
  return typeof tags === 'string' && areTagsExpired(tags.split(','), entry.lastModified);
}

/** Whether the memory layer may hand `entry` out without asking Redis for a newer one. */
function fresh(entry) {
  const seconds = entry.cacheControl ? entry.cacheControl.revalidate : entry.value && entry.value.revalidate;
  if (seconds === false) return true;
  const revalidateMs = typeof seconds === 'number' ? seconds * 1000 : DEFAULT_REVALIDATE_MS;
  return Date.now() - entry.lastModified < revalidateMs;
}

function createStore(url, buildId) {
  const prefix = `${NAMESPACE}:${buildId}:`;
  const memory = new MemoryLru(MEMORY_MAX_BYTES);
  /** Tag times revalidated while Redis was away, published once it is back. */
  const unpublished = {};
  /** Reads of one key in flight: concurrent requests for a page wait on one GET. */
  const reading = new Map();
  let synced = false;
  let down = false;
  let resyncing = null;
  let startup;
  const started = new Promise((resolve) => { startup = resolve; });

  const options = {
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false, // fail at once while disconnected: never a queue that piles up
    maxRetriesPerRequest: 0,
    autoResubscribe: false, // resync() subscribes, then loads the tag times: nothing missed between
    retryStrategy: (attempt) => Math.min(100 * attempt, 2000), // forever, at most every 2 s
  };
  const client = new Redis(url, options);
  const subscriber = new Redis(url, options);

  function failed(error) {
    // A hanging Redis: reconnect, so that no further command waits on it (not ready until it
    // answers again) and the reconnection resyncs what may have been missed meanwhile.
    if (error && /timed out/i.test(error.message)) {
      for (const connection of [client, subscriber]) if (connection.status === 'ready') connection.disconnect(true);
    }
    startup();
    if (down) return;
    down = true;
    console.warn(`[shared-cache] Redis unavailable (${error ? error.message : 'connection closed'}): serving from this server's memory and rendering until it is back`);
  }

  function usable() {
    return synced && client.status === 'ready' && subscriber.status === 'ready';
  }

  async function publish(times) {
    const fields = Object.entries(times).flatMap(([tag, time]) => [tag, JSON.stringify(time)]);
    await client.multi().hset(TAGS_KEY, ...fields).publish(CHANNEL, JSON.stringify(times)).exec();
  }

  /** After every (re)connection: subscribe, publish what waited, load every tag time, forget the memory layer. */
  function resync() {
    resyncing ??= syncNow().finally(() => { resyncing = null; });
    return resyncing;
  }

  async function syncNow() {
    try {
      if (client.status !== 'ready' || subscriber.status !== 'ready') return;
      await subscriber.subscribe(CHANNEL);
      const waiting = { ...unpublished };
      if (Object.keys(waiting).length > 0) {
        await publish(waiting);
        for (const tag of Object.keys(waiting)) if (unpublished[tag] === waiting[tag]) delete unpublished[tag];
      }
      const stored = await client.hgetall(TAGS_KEY);
      applyTagTimes(Object.fromEntries(Object.entries(stored).map(([tag, json]) => [tag, JSON.parse(json)])));
      memory.clear();
      clearMemoryCaches();
      synced = true;
      startup();
      if (down) console.log('[shared-cache] Redis is back: the shared cache is in use again');
      down = false;
    } catch (error) {
      failed(error);
    }
  }

  for (const connection of [client, subscriber]) {
    connection.on('ready', resync);
    connection.on('error', failed); // every failed reconnection emits one: logged once by failed()
    connection.on('close', () => {
      synced = false;
      if (connection === subscriber || client.status !== 'ready') failed(null);
    });
  }
  subscriber.on('message', (channel, text) => {
    if (channel !== CHANNEL) return;
    try {
      applyTagTimes(JSON.parse(text));
    } catch {
      return; // not ours
    }
    clearMemoryCaches();
  });
  setTimeout(startup, FIRST_SYNC_WAIT_MS).unref();

  async function readRemote(key) {
    const stored = await client.getBuffer(prefix + key);
    if (!stored) return null;
    return { entry: v8.deserialize(stored), size: stored.length };
  }

  return {
    async get(key) {
      if (!synced && !down) await started;
      const known = memory.get(key);
      if (known && fresh(known)) return pageTagsExpired(known) ? null : known;
      let found = known ?? null;
      if (usable()) {
        let read = reading.get(key);
        if (!read) {
          read = readRemote(key).finally(() => reading.delete(key));
          reading.set(key, read);
        }
        try {
          const remote = await read;
          if (remote && (!known || remote.entry.lastModified > known.lastModified)) {
            memory.set(key, remote.entry, remote.size);
            found = remote.entry;
          }
        } catch (error) {
          failed(error);
        }
      }
      return found && !pageTagsExpired(found) ? found : null;
    },

    async set(key, data, ctx) {
      if (!data) {
        memory.delete(key);
        return;
      }
      // A page's HTML is kept as bytes, encoded once (incremental-cache.cjs, point 2).
      const value = data.kind === 'APP_PAGE' && typeof data.html === 'string' ? { ...data, html: Buffer.from(data.html) } : data;
      const entry = { value, lastModified: Date.now(), cacheControl: ctx && !ctx.fetchCache ? ctx.cacheControl : undefined };
      const bytes = v8.serialize(entry);
      memory.set(key, entry, bytes.length);
      if (!usable()) return;
      try {
        await client.set(prefix + key, bytes, 'EX', ENTRY_TTL_SECONDS);
      } catch (error) {
        failed(error);
      }
    },

    /** `tags` were just revalidated in this process's manifest: tell every other server. */
    async revalidated(tags) {
      const times = {};
      for (const tag of tags) if (tagsManifest.has(tag)) times[tag] = tagsManifest.get(tag);
      if (Object.keys(times).length === 0) return;
      if (usable()) {
        try {
          await publish(times);
          return;
        } catch (error) {
          failed(error);
        }
      }
      Object.assign(unpublished, times);
    },
  };
}

let store = null;

/**
 * The shared store when REDIS_URL is set, else null. Never while `next build` prerenders, and not
 * in proxy.ts's bundle, into which Next also builds this handler without a build folder (it
 * caches nothing there).
 */
function sharedStore(serverDistDir) {
  if (!process.env.REDIS_URL || process.env.NEXT_PHASE === 'phase-production-build' || !serverDistDir) return null;
  store ??= createStore(process.env.REDIS_URL, readBuildId(serverDistDir));
  return store;
}

module.exports = { sharedStore };
