// A small stand-in for Supabase Storage that speaks its real object API (what
// @supabase/storage-js sends): POST/GET /storage/v1/object/{bucket}/{path} with the service
// key, GET /storage/v1/object/public/{bucket}/{path}, x-upsert, cache-control, and the
// 'Bucket not found' error. Tests assert on what it stored.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject { bytes: Buffer; contentType: string; cacheControl: string | undefined }

export interface StorageDouble {
  url: string;
  objects: Map<string, StoredObject>;
  requests: { method: string; path: string; upsert: string | undefined; authorized: boolean }[];
  close(): Promise<void>;
}

export async function startStorageDouble(opts: { serviceRoleKey: string; buckets: string[] }): Promise<StorageDouble> {
  const objects = new Map<string, StoredObject>();
  const requests: StorageDouble['requests'] = [];
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://x');
    const authorized = req.headers.authorization === `Bearer ${opts.serviceRoleKey}` && req.headers.apikey === opts.serviceRoleKey;
    requests.push({ method: req.method ?? '', path: url.pathname, upsert: req.headers['x-upsert'] as string | undefined, authorized });
    const pub = url.pathname.match(/^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/);
    const obj = url.pathname.match(/^\/storage\/v1\/object\/([^/]+)\/(.+)$/);
    const m = pub ?? obj;
    if (!m) return json(res, 404, { statusCode: '404', error: 'not_found', message: 'Not found' });
    const [bucket, path] = [m[1], decodeURIComponent(m[2])];
    if (!opts.buckets.includes(bucket)) return json(res, 400, { statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' });
    const key = `${bucket}/${path}`;
    if (!pub && !authorized) return json(res, 400, { statusCode: '403', error: 'Unauthorized', message: 'invalid signature' });
    if (req.method === 'POST' && obj) {
      if (objects.has(key) && req.headers['x-upsert'] !== 'true') return json(res, 400, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' });
      objects.set(key, { bytes: Buffer.concat(chunks), contentType: String(req.headers['content-type']), cacheControl: req.headers['cache-control'] as string | undefined });
      return json(res, 200, { Id: key, Key: key });
    }
    if (req.method === 'GET') {
      const found = objects.get(key);
      if (!found) return json(res, 400, { statusCode: '404', error: 'not_found', message: 'Object not found' });
      res.writeHead(200, { 'content-type': found.contentType, 'cache-control': found.cacheControl ?? 'no-cache' });
      return res.end(found.bytes);
    }
    json(res, 405, { error: 'method not allowed' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, objects, requests, close: () => new Promise((r) => server.close(() => r())) };
}
