// Call to action for salon owners between pricing and testimonials.
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { DemoRequestButton } from '@/components/site/demo-request-button';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-gradient py-16 text-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Salonunuzu bugün dijitale taşıyın
        </h2>
        <p className="max-w-2xl text-lg text-white/90">
          14 gün ücretsiz deneyin; kredi kartı gerekmez. Kurulum birkaç dakika sürer.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" className="bg-white text-primary hover:bg-white/90">
            <Link href="/salon-kayit">Salonunu Kaydet</Link>
          </Button>
          <DemoRequestButton size="lg" variant="outline" className="border-white bg-transparent text-white hover:bg-white/10 hover:text-white" />
        </div>
      </div>
    </section>
  );
}
