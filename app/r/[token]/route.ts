// The guest's private link as a text message carries it (/r/<43 characters>): redirects to the long form.
import { longToken } from '@/features/appointments/server/manage-link';

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const token = longToken((await params).token);
  if (!token) {
    return new Response('Bu randevu bağlantısı geçersiz. Lütfen SMS’teki bağlantıyı eksiksiz açın.', {
      status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  // Relative: the browser resolves it against the address it asked, whatever host the app sees.
  return new Response(null, {
    status: 307,
    headers: { location: `/randevu/yonet/${token}`, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}
