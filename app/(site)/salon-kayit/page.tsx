// /salon-kayit: the salon owner's way in (spec 1 §2): a three-step wizard, then a free trial or
// a card payment through PayTR. Plans come from the database; if they cannot be loaded only
// the free trial is offered, with an alert saying so.
import type { Metadata } from 'next';
import { RegistrationWizard } from '@/features/registration/components/registration-wizard';
import type { WizardCity, WizardPlan } from '@/features/registration/components/types';
import { listPricingPlans } from '@/features/content/server/landing';
import { listCitiesWithDistricts } from '@/features/registration/server/registrations';
import { DEFAULT_PLANS } from '@/platform/db/seed/plan-defaults';
import { INTERVAL_LABELS } from '@/features/subscriptions/rules/plans';
import { FALLBACK_TRIAL_PLAN_ID } from '@/features/registration/schema';

export const metadata: Metadata = {
  title: 'Salon Kaydı',
  description: 'Salonunuzu kaydedin: 14 gün ücretsiz deneyin ya da size uygun planı seçin.',
  alternates: { canonical: '/salon-kayit' },
};

export default async function SalonRegistrationPage({ searchParams }: { searchParams: Promise<{ plan?: string | string[] }> }) {
  const { plan } = await searchParams;
  const [plansResult, citiesResult] = await Promise.allSettled([listPricingPlans(), listCitiesWithDistricts()]);

  let plans: WizardPlan[] = plansResult.status === 'fulfilled' ? plansResult.value : [];
  const plansUnavailable = plansResult.status === 'rejected' || plans.length === 0;
  if (plansResult.status === 'rejected') console.error('[salon-kayit] plans', plansResult.reason);
  if (plansUnavailable) {
    // Only the free 14-day trial can be offered, already chosen: the database's trial row if it
    // returned one, else a card the server resolves (FALLBACK_TRIAL_PLAN_ID, findFallbackTrialPlan).
    const trial = plans.find((p) => p.interval === 'trial');
    const fallback = DEFAULT_PLANS[0];
    plans = trial ? [trial] : [{
      id: FALLBACK_TRIAL_PLAN_ID, name: fallback.name, description: fallback.description, price: 0, interval: 'trial',
      intervalLabel: INTERVAL_LABELS.trial, popular: false, discountPercent: null, features: fallback.features,
    }];
  }
  const cities: WizardCity[] = citiesResult.status === 'fulfilled' ? citiesResult.value : [];
  if (citiesResult.status === 'rejected') console.error('[salon-kayit] cities', citiesResult.reason);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-14">
      <header className="mb-8 space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Salonunuzu Kaydedin</h1>
        <p className="text-muted-foreground">Üç adımda salonunuzu platforma ekleyin; 14 gün ücretsiz deneyin.</p>
      </header>
      <div className="rounded-2xl border bg-card p-4 shadow-sm sm:p-8">
        <RegistrationWizard cities={cities} citiesError={citiesResult.status === 'rejected'} plans={plans}
          plansUnavailable={plansUnavailable} initialPlanId={plansUnavailable ? plans[0].id : typeof plan === 'string' ? plan : null} />
      </div>
    </div>
  );
}
