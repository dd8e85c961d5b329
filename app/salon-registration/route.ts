// GET /salon-registration — the spec's legacy alias: a permanent redirect to /salon-kayit,
// keeping the query (e.g. ?plan=…).
export function GET(request: Request): Response {
  const url = new URL(request.url);
  return new Response(null, { status: 308, headers: { location: `/salon-kayit${url.search}` } });
}
