// /panel/abonelik: the salon's plan, its status label and days left exactly as the admin's
// subscription screen computes them (subscriptionStatus of features/subscriptions/rules/subscription-status.ts on
// the admin's choice of current subscription), the payment history, and 'Planı Yükselt' /
// 'Yenile' through PayTR for users with the 'subscription.pay' right.
import type { Metadata } from 'next';
import { AdminPageHeader } from '@/components/kit/page-header';
import { PaymentHistory } from '@/features/subscriptions/components/panel/payment-history';
import { RenewalForm } from '@/features/subscriptions/components/panel/renewal-form';
import { SubscriptionSummary } from '@/features/subscriptions/components/panel/subscription-summary';
import { subscriptionStatus } from '@/features/subscriptions/rules/subscription-status';
import { loadPanelSubscription } from '@/features/subscriptions/server/panel-subscription';
import { holdsRight } from '@/platform/access/panel-rights';
import { requireSalonUser } from '@/platform/access/panel-session';
import { subscriptionPeriod } from '@/features/registration/rules/subscription-period';

export const metadata: Metadata = { title: 'Abonelik' };
// Private, per salon and always live: never prerendered or cached.
export const dynamic = 'force-dynamic';

export default async function PanelSubscriptionPage() {
  const user = await requireSalonUser('page.subscription');
  const now = new Date();
  const { current, plans, history } = await loadPanelSubscription(user.salonId, now);
  const status = subscriptionStatus(current, now);
  // A payment extends from the later of now and the end of the running subscription (renewal.ts).
  const from = current?.isActive && current.endDate > now ? current.endDate : now;
  const offered = plans.map((p) => ({ ...p, endsOn: subscriptionPeriod(p.interval, from).endDate.toISOString() }));
  const paidPlan = current !== null && current.type !== 'trial';
  return (
    <div className="grid gap-6">
      <AdminPageHeader title="Abonelik" description="Planınız, kalan süreniz ve ödemeleriniz." />
      <SubscriptionSummary current={current} status={status} now={now} />
      {holdsRight(user.permissions, 'subscription.pay') ? (
        <section aria-labelledby="renew-heading" className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
          <h2 id="renew-heading" className="text-lg font-semibold">{paidPlan ? 'Aboneliği Yenile' : 'Ücretli Plana Geç'}</h2>
          <p className="text-sm text-muted-foreground">
            {status.state === 'active'
              ? 'Yeni dönem mevcut aboneliğinizin bitişinden başlar; kalan günleriniz korunur.'
              : 'Yeni dönem ödemeniz onaylandığı anda başlar.'}
          </p>
          <RenewalForm plans={offered} actionLabel={paidPlan ? 'Yenile' : 'Planı Yükselt'} />
        </section>
      ) : null}
      <PaymentHistory rows={history} />
    </div>
  );
}
