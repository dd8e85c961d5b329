// /kayit-tamamlandi?merchant_oid=…: where PayTR sends the browser after a paid registration
// (spec 1 §2, §8). The redirect proves nothing; the page shows what our server knows and
// polls while PayTR's notification is on its way. Inside PayTR's frame it only tells the
// wizard around it to look again.
import type { Metadata } from 'next';
import { CompletionStatus } from '@/features/registration/components/completion-status';
import { getRegistrationStatus } from '@/features/registration/server/registrations';
import { MERCHANT_OID_PATTERN } from '@/features/payments/rules/merchant-oid';

export const metadata: Metadata = {
  title: 'Kayıt Durumu',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function RegistrationCompletedPage({ searchParams }: {
  searchParams: Promise<{ merchant_oid?: string | string[]; sonuc?: string | string[] }>;
}) {
  const { merchant_oid: raw, sonuc } = await searchParams;
  const merchantOid = typeof raw === 'string' && MERCHANT_OID_PATTERN.test(raw) ? raw : null;
  const initial = merchantOid ? await getRegistrationStatus(merchantOid) : null;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <CompletionStatus merchantOid={merchantOid} outcomeHint={sonuc === 'fail' ? 'fail' : 'ok'}
        initial={!merchantOid ? 'missing' : initial === null ? 'not-found' : initial} />
    </div>
  );
}
