// GET /api/panel/subscription/return?siparis=…&sonuc=ok|fail — where PayTR sends its frame
// after a renewal payment (merchant_ok_url / merchant_fail_url). The redirect proves nothing
// (reference §1), so this page only tells /panel/abonelik around it to look at the order again;
// opened on its own, it goes to /panel/abonelik. It needs no session: PayTR's frame may not
// carry the panel's cookie (SameSite=Lax inside a cross-site frame).
import { MERCHANT_OID_PATTERN } from '@/features/payments/rules/merchant-oid';
import { SUBSCRIPTION_RETURN_MESSAGE } from '@/features/subscriptions/schema';

export const runtime = 'nodejs';

export function GET(request: Request): Response {
  const url = new URL(request.url);
  const raw = url.searchParams.get('siparis') ?? '';
  const merchantOid = MERCHANT_OID_PATTERN.test(raw) ? raw : '';
  const outcome = url.searchParams.get('sonuc') === 'fail' ? 'fail' : 'ok';
  // Only checked values reach the script, as JSON.
  const message = JSON.stringify({ type: SUBSCRIPTION_RETURN_MESSAGE, merchantOid, outcome });
  const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Ödeme sonucu</title></head>
<body style="font-family:system-ui,sans-serif;padding:24px;text-align:center;color:#111">
<p>Ödeme sonucu kontrol ediliyor…</p><p><a href="/panel/abonelik">Abonelik sayfasına dön</a></p>
<script>(function(){var m=${message};if(window.parent!==window){window.parent.postMessage(m,window.location.origin);}else{window.location.replace('/panel/abonelik');}})();</script>
</body></html>`;
  return new Response(html, {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}
