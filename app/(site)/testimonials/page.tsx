// /testimonials renders the landing page and scrolls smoothly to #testimonials (spec §2).
import { LandingPage, landingMetadata } from '@/components/landing/landing-page';

export const metadata = landingMetadata('testimonials');

export default function TestimonialsPage() {
  return <LandingPage scrollTo="testimonials" />;
}
