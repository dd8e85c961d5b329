// Landing page '/' (spec §2). The (site) layout already renders per request (connection()),
// so nothing here runs during `next build`.
import { LandingPage, landingMetadata } from '@/components/landing/landing-page';

export const metadata = landingMetadata();

export default function HomePage() {
  return <LandingPage />;
}
