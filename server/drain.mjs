// Stopping without dropping requests, for rolling deploys (README "Deploy"). A platform stops an
// app server with SIGTERM; exiting at once cut every request in flight (measured: all of ten
// page renders under way got a connection reset), and a POST cut that way (a booking, an
// action) is not retried by a proxy, so its visitor saw an error whatever became of it.
// On SIGTERM or SIGINT the server stops accepting connections (a load balancer's next check
// of /api/ready, and nginx's next connection, are refused, so traffic moves to the other
// servers), answers what it has already received with `Connection: close`, and exits once the
// last of those is answered, after DRAIN_MS at the latest.
//
// With the embedded database the database module closes PGlite and exits on these signals
// itself (platform/db/index.ts): that one server is not part of a rolling deploy.

/** At most this long for the requests in flight; platforms wait longer before SIGKILL (30 s is usual). */
export const DRAIN_MS = 20_000;

/** @param {import('node:http').Server} server */
export function drainOnSignals(server, { drainMs = DRAIN_MS } = {}) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set();
  let draining = false;
  server.on('request', (_req, res) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (draining) closeAfter(res);
  });

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      draining = true;
      const othersExit = process.listenerCount(signal) > 0; // the embedded database's handler
      server.close(() => { if (!othersExit) process.exit(0); });
      if (othersExit) return;
      if (drainMs === 0) process.exit(0);
      for (const res of inFlight) closeAfter(res);
      // A kept connection whose answer went out before the signal is idle now, or will be.
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), 100).unref();
      setTimeout(() => {
        console.error(`> Salon Randevu: ${inFlight.size} request(s) still open after ${drainMs / 1000} s, exiting`);
        process.exit(0);
      }, drainMs).unref();
    });
  }
}

/** The client learns not to send another request on this connection; Node closes it after the answer. */
function closeAfter(res) {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}
