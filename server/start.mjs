// `npm start` / `npm run dev`: Next behind a thin Node HTTP server. It exists because
// Next hands route handlers no socket, and fills X-Forwarded-For from the socket only when a
// client did not send one, so the app could not tell a client's real address from a forged
// header. Here the address is decided from the socket (and TRUSTED_PROXY_HOPS) and passed on
// in a header that this server always overwrites. It also maps the public URLs of cached
// routes to those routes (server/cached-routes.mjs says why), and compresses responses, each
// cached page once (server/compress.mjs says why), sends a cached page Next sent in the last
// second again without Next (server/recent-pages.mjs says why), keeps idle connections longer
// than Node's default (server/keep-alive.mjs says why), answers malformed server actions with a 4xx
// (server/action-guard.mjs), and answers a page that failed with a Turkish page that reads
// without JavaScript (server/error-page.mjs says why), and on SIGTERM finishes the requests it
// has before exiting (server/drain.mjs). Honours PORT and HOSTNAME.
import { createServer } from 'node:http';
import { CLIENT_ADDRESS_HEADER, resolveClientAddress } from './client-address.mjs';
import { missingProductionEnv } from './required-env.mjs';
import { buildEnvMismatch } from './build-env.mjs';
import { answerWhilePreparing } from './preparing.mjs';
import { cachedRouteFor } from './cached-routes.mjs';
import { compress } from './compress.mjs';
import { answerRecentPage } from './recent-pages.mjs';
import { keepConnectionsAlive } from './keep-alive.mjs';
import { guardServerAction } from './action-guard.mjs';
import { replaceServerErrorPages } from './error-page.mjs';
import { drainOnSignals } from './drain.mjs';

const dev = process.argv.includes('--dev');
// As `next start` / `next dev` do; set before Next loads, since it reads NODE_ENV at import.
process.env.NODE_ENV = dev ? 'development' : 'production';
const missing = missingProductionEnv(process.env) ?? buildEnvMismatch(process.env);
if (missing) {
  console.error(`> Salon Randevu cannot start: ${missing}`);
  process.exit(1);
}
const { default: next } = await import('next');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || (dev ? 'localhost' : '0.0.0.0');
const hops = Number(process.env.TRUSTED_PROXY_HOPS || 0);

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  if (answerWhilePreparing(req, res)) return;
  req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, hops);
  const cachedRoute = req.url && cachedRouteFor(req.url);
  if (cachedRoute) req.url = cachedRoute;
  compress(req, res, () => {
    // A cached page Next sent in the last second is sent again without it (server/recent-pages.mjs).
    if (!dev && answerRecentPage(req, res)) return;
    replaceServerErrorPages(req, res);
    // A malformed server action gets a 4xx here (server/action-guard.mjs), not Next's 500.
    guardServerAction(req, res, (request) => handle(request, res));
  });
});
keepConnectionsAlive(server);
if (dev) server.on('upgrade', (req, socket, head) => app.getUpgradeHandler()(req, socket, head));
server.listen(port, hostname, () => {
  console.log(`> Salon Randevu ${dev ? '(dev) ' : ''}http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);
});

// SIGTERM: finish the requests in flight, then exit (server/drain.mjs says why).
// The development server exits at once.
drainOnSignals(server, dev ? { drainMs: 0 } : {});
