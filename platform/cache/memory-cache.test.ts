// The in-process cache for searches: bounded in entries and age, cleared by a revalidation,
// and it never keeps a failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearMemoryCaches, memoryCached } from './memory-cache';

afterEach(() => { vi.useRealTimers(); });

describe('memoryCached', () => {
  it('answers a repeated key from memory and keeps at most maxEntries (least recently used leave first)', async () => {
    let calls = 0;
    const search = memoryCached(async (q: string) => { calls += 1; return `${q}:${calls}`; }, { maxEntries: 2 });
    expect(await search('a')).toBe('a:1');
    expect(await search('a')).toBe('a:1');
    await search('b');
    await search('a'); // a is now the most recent
    await search('c'); // evicts b
    expect(calls).toBe(3);
    expect(await search('a')).toBe('a:1');
    expect(await search('b')).toBe('b:4');
  });

  it('forgets entries after ttlSeconds and on clearMemoryCaches()', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const read = memoryCached(async () => ++calls, { ttlSeconds: 30 });
    expect(await read()).toBe(1);
    vi.advanceTimersByTime(29_000);
    expect(await read()).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(await read()).toBe(2);
    clearMemoryCaches();
    expect(await read()).toBe(3);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const read = memoryCached(async () => { if (fail) throw new Error('down'); return 'ok'; });
    await expect(read()).rejects.toThrow('down');
    fail = false;
    expect(await read()).toBe('ok');
  });
});
