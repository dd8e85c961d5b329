// /features renders the landing page and scrolls smoothly to #features (spec §2).
import { LandingPage, landingMetadata } from '@/components/landing/landing-page';

export const metadata = landingMetadata('features');

export default function FeaturesPage() {
  return <LandingPage scrollTo="features" />;
}
