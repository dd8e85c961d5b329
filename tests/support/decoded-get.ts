// A request over node:http whose answer is decoded as a browser would (Brotli or gzip, as the
// server's Content-Encoding says), for the tests of server/compress.mjs and server/recent-pages.mjs.
import http from 'node:http';
import zlib from 'node:zlib';

export interface DecodedAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  encoding: string | undefined;
  /** The body, decoded. */
  text: string;
  /** The body as it came over the wire. */
  raw: Buffer;
}

export function decodedGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<DecodedAnswer> {
  return new Promise((resolve, reject) => {
    http.request(url, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const text = (encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, encoding, text, raw });
      });
    }).on('error', reject).end();
  });
}
