// /contact renders the landing page and scrolls smoothly to #contact (spec §2).
import { LandingPage, landingMetadata } from '@/components/landing/landing-page';

export const metadata = landingMetadata('contact');

export default function ContactPage() {
  return <LandingPage scrollTo="contact" />;
}
