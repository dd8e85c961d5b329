// Compression of the app's responses for browsers, with each cached page compressed once.
//
// Next's own `compress` option (off in next.config.ts) gzips every response anew, cached pages
// included: for a browser, which always sends Accept-Encoding, that cost more than serving the
// page (`npm run bench`, "compressed responses": a salon page kept about half its requests per
// second). A cached page's bytes are the same for every visitor until it is rendered again, so
// its compressed form is kept beside them and sent again for as long as Next sends the same
// bytes. Every response is compared with the kept bytes before they are reused, so a page
// rendered again is compressed again: this adds no staleness and needs no invalidation.
// Every other response (rendered pages, streams, route handlers) goes through the
// `compression` middleware, as it did inside Next.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compressible from 'compressible';
import compression from 'compression';
import Negotiator from 'negotiator';
import onHeaders from 'on-headers';
import { isCachedPage, isRouterRequest, toBuffer } from './response-bytes.mjs';

/** Encodings offered, best first (as the `compression` middleware prefers them). */
const ENCODINGS = ['br', 'gzip'];
/** Bytes of pages and their compressed forms kept at most; the least recently sent go first. */
export const KEPT_BYTES_LIMIT = 32 * 1024 * 1024;

const middleware = compression({ filter: isCompressible });

/**
 * The middleware's own test, for a Content-Type that Next's route handlers set as an array
 * (['application/xml']), which the middleware takes for not compressible: the sitemap went
 * out uncompressed.
 */
function isCompressible(req, res) {
  const type = res.getHeader('Content-Type');
  return type !== undefined && compressible(String(Array.isArray(type) ? type[0] : type)) === true;
}

/**
 * Compresses `res` for `req` as the client accepts, then calls `next`. A cached page served
 * from Next's cache (`x-nextjs-cache: HIT` or `STALE`) is compressed once per version.
 */
export function compress(req, res, next) {
  middleware(req, res, () => {
    keepCachedPageCompressed(req, res);
    next();
  });
}

/** URL → { plain, br?, gzip?, bytes }; a Map keeps insertion order: least recently sent first. */
const kept = new Map();
let keptBytes = 0;

function keepCachedPageCompressed(req, res) {
  if (req.method !== 'GET' || isRouterRequest(req)) return;
  const encoding = new Negotiator(req).encoding([...ENCODINGS, 'identity'], { preferred: ENCODINGS });
  if (!ENCODINGS.includes(encoding)) return;
  const key = req.url; // with its query: a search's results are a cached page of their own
  let chunks; // set when the headers say this is a cached page: its body is collected here
  let ending = false;

  // Decided as the headers go out (Next sends them before the body), before the `compression`
  // middleware decides: registered later, this listener runs first, and the Content-Encoding
  // it sets tells the middleware the body is already encoded. No Content-Length: the headers
  // leave before the body is known.
  onHeaders(res, () => {
    if (!isCachedPage(res)) return;
    chunks = [];
    res.setHeader('Content-Encoding', encoding);
    res.removeHeader('Content-Length');
  });

  const { write, end } = res;
  res.write = function (chunk, chunkEncoding, callback) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!chunks) return write.call(this, chunk, chunkEncoding, callback);
    chunks.push(toBuffer(chunk, chunkEncoding));
    const done = typeof chunkEncoding === 'function' ? chunkEncoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  res.end = function (chunk, chunkEncoding, callback) {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    else if (typeof chunkEncoding === 'function') [chunkEncoding, callback] = [undefined, chunkEncoding];
    if (ending) return this;
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!chunks) return end.call(this, chunk, chunkEncoding, callback);
    ending = true; // the compressed body may come a moment later: a second end() must wait for it
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, chunkEncoding));
    const plain = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    chunks = undefined;
    const body = compressedOnce(key, plain, encoding);
    if (Buffer.isBuffer(body)) return end.call(this, body, callback);
    body.then((compressed) => end.call(this, compressed, callback), (error) => res.destroy(error));
    return this;
  };
}

/**
 * `plain` compressed with `encoding`: the kept form for `key` while its bytes are equal (a
 * Buffer), or a promise of it while it is being compressed (visitors asking at once share it).
 */
function compressedOnce(key, plain, encoding) {
  let entry = kept.get(key);
  // Comparing 130 KB costs about as much as sending it from server/recent-pages.mjs, which sends
  // the same Buffer each time: equal bytes are kept as that Buffer, and the next check is `===`.
  if (entry && entry.plain !== plain) {
    if (entry.plain.equals(plain)) entry.plain = plain;
    else {
      forget(key, entry);
      entry = undefined;
    }
  }
  if (entry) {
    kept.delete(key); // set again below, as the most recently sent
  } else {
    entry = { plain, bytes: plain.length };
    keptBytes += plain.length;
  }
  kept.set(key, entry);
  entry[encoding] ??= encode(plain, encoding).catch((error) => {
    delete entry[encoding]; // the next visitor tries again
    throw error;
  }).then((compressed) => {
    if (kept.get(key) !== entry) return compressed; // replaced or forgotten meanwhile
    entry[encoding] = compressed;
    entry.bytes += compressed.length;
    keptBytes += compressed.length;
    for (const [oldKey, oldEntry] of kept) {
      if (keptBytes <= KEPT_BYTES_LIMIT || oldKey === key) break;
      forget(oldKey, oldEntry);
    }
    return compressed;
  });
  return entry[encoding];
}

/** How many pages are kept compressed, and their bytes (plain and compressed forms). */
export function keptSize() {
  return { pages: kept.size, bytes: keptBytes };
}

function forget(key, entry) {
  kept.delete(key);
  keptBytes -= entry.bytes;
}

// Compressed once per page version, in Node's thread pool (the event loop goes on serving).
// Brotli at quality 6: 8 % smaller than the middleware's 4 for a 110 KB page, at 1.4 ms once.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
function encode(plain, encoding) {
  return encoding === 'br'
    ? brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } })
    : gzip(plain);
}

