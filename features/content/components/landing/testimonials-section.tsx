// #testimonials (spec §2): visible testimonials from the database; 'Henüz yorum bulunmuyor.' when none.
import type { Testimonial } from '@/features/content/server/landing';
import { SectionHeading } from '@/components/kit/section-heading';
import { StarRating } from './star-rating';

export function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          title="Müşterilerimiz Ne Diyor?"
          description="Salonlarını SalonRandevu ile yöneten işletme sahiplerinin deneyimleri."
        />
        {testimonials.length === 0 ? (
          <p className="text-center text-muted-foreground">Henüz yorum bulunmuyor.</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-3">
            {testimonials.map((t) => (
              <li key={t.id}>
                <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm">
                  <StarRating rating={t.rating} />
                  <blockquote className="mt-4 flex-1 text-foreground">“{t.comment}”</blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    {t.image ? (
                      // Admin-supplied image (URL or data: URL).
                      // eslint-disable-next-line @next/next/no-img-element
                      <img src={t.image} alt="" className="size-12 rounded-full object-cover" />
                    ) : (
                      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-brand-gradient text-lg font-semibold text-white">
                        {t.name.charAt(0)}
                      </span>
                    )}
                    <span>
                      <span className="block font-semibold">{t.name}</span>
                      {t.role || t.company ? (
                        <span className="block text-sm text-muted-foreground">{[t.role, t.company].filter(Boolean).join(', ')}</span>
                      ) : null}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
