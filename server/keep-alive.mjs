// How long the server keeps an idle HTTP connection open for the next request.
//
// Node closes an idle connection after 5 s. A client that keeps connections (a proxy or load
// balancer in front of the app, which commonly keeps them 60 s; Playwright's request context
// in the journeys) may send its next request on one just as the server closes it: that request
// fails with ECONNRESET, which a proxy answers as a 502. So the server keeps idle connections
// longer than such a client does, and the client, not the server, is the one that closes them.

/** Idle time before the server closes a kept connection: above the usual 60 s of proxies. */
export const KEEP_ALIVE_MS = 65_000;

/** Sets `server`'s keep-alive timeout (and the headers timeout Node requires to exceed it). */
export function keepConnectionsAlive(server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
