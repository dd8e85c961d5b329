// /pricing renders the landing page and scrolls smoothly to #pricing (spec §2).
import { LandingPage, landingMetadata } from '@/components/landing/landing-page';

export const metadata = landingMetadata('pricing');

export default function PricingPage() {
  return <LandingPage scrollTo="pricing" />;
}
