// A map bounded by the total size of what it holds, least recently used dropped first: the
// in-process layer in front of Redis (shared-cache.cjs). Sizes are given by the caller (the
// entry's serialized length), so nothing here walks an entry.

class MemoryLru {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.totalBytes = 0;
    /** @type {Map<string, { value: unknown, size: number }>} insertion order = recency order */
    this.items = new Map();
  }

  get(key) {
    const hit = this.items.get(key);
    if (!hit) return undefined;
    this.items.delete(key); // re-insert: most recently used last
    this.items.set(key, hit);
    return hit.value;
  }

  /** The value, without counting this as a use. */
  peek(key) {
    const hit = this.items.get(key);
    return hit && hit.value;
  }

  set(key, value, size) {
    this.delete(key);
    if (size > this.maxBytes / 10) return; // never one entry crowding out the rest
    this.items.set(key, { value, size });
    this.totalBytes += size;
    for (const oldest of this.items.keys()) {
      if (this.totalBytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key) {
    const hit = this.items.get(key);
    if (!hit) return;
    this.items.delete(key);
    this.totalBytes -= hit.size;
  }

  clear() {
    this.items.clear();
    this.totalBytes = 0;
  }
}

module.exports = { MemoryLru };
