// /admin/odemeler (admins and up): 'İncelenecek Ödemeler' — paid orders that activated nothing
// (issue 24 §2): a registration whose username was taken after payment, an underpayment, a
// success after a failure, an expiry or a cancel; the same for panel renewals. What happened,
// the amounts, and the actions that settle each one (components/admin/payments).
import { Suspense } from 'react';
import { AdminPageHeader } from '@/components/kit/page-header';
import { PaymentReviewActions } from '@/features/subscriptions/components/admin/payment-review-actions';
import { TableSkeleton } from '@/components/kit/table-skeleton';
import { adminMetadata } from '@/features/back-office/metadata';
import { screenAt } from '@/platform/access/admin-roles';
import { requireAdmin } from '@/platform/access/admin-session';
import { listPaymentReviews } from '@/features/subscriptions/server/payment-reviews';
import { formatPrice } from '@/platform/text/format';

const SCREEN = screenAt('/admin/odemeler');
export const generateMetadata = adminMetadata(SCREEN);
const dateFormat = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' });
const kurus = (n: number | null) => (n === null ? '—' : formatPrice(n / 100));

export default async function PaymentReviewsPage() {
  await requireAdmin(SCREEN.level);
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={SCREEN.label}
        description="Parası alınmış ama salonu etkinleştirilmemiş ödemeler. Kaydı tamamlayın ya da PayTR'den iade edip işaretleyin." />
      <Suspense fallback={<TableSkeleton columns={4} />}>
        <ReviewList />
      </Suspense>
    </div>
  );
}

async function ReviewList() {
  const rows = await listPaymentReviews();
  if (rows.length === 0) {
    return <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">İncelenecek ödeme yok</p>;
  }
  return (
    <ul className="grid gap-4" aria-label="İncelenecek ödemeler">
      {rows.map((r) => (
        <li key={`${r.kind}:${r.merchantOid}`} data-testid="payment-review" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid min-w-0 gap-1">
              <h2 className="break-words font-semibold">{r.salonName || '—'}</h2>
              <p className="break-words text-sm text-muted-foreground">
                {r.kind === 'registration' ? `Yeni kayıt · kullanıcı adı ${r.who}` : `Abonelik yenileme · salon kodu ${r.who}`}
                {r.planName ? ` · ${r.planName}` : ''}
              </p>
            </div>
            <code className="break-all font-mono text-xs text-muted-foreground">{r.merchantOid}</code>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            <div><dt className="text-muted-foreground">Beklenen</dt><dd className="tabular-nums">{kurus(r.expectedAmount)}</dd></div>
            <div><dt className="text-muted-foreground">Ödenen</dt><dd className="tabular-nums font-medium">{kurus(r.paidAmount)}</dd></div>
            <div><dt className="text-muted-foreground">Sipariş</dt><dd>{dateFormat.format(r.createdAt)}</dd></div>
            <div><dt className="text-muted-foreground">Bildirim</dt><dd>{dateFormat.format(r.updatedAt)}</dd></div>
          </dl>
          <p className="break-words rounded-lg bg-amber-50 p-3 text-sm text-amber-900"><span className="font-medium">Ne oldu: </span>{r.note || '—'}</p>
          <PaymentReviewActions kind={r.kind} merchantOid={r.merchantOid} salonName={r.salonName || r.merchantOid} username={r.kind === 'registration' ? r.who : ''} />
        </li>
      ))}
    </ul>
  );
}
