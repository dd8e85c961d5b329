// Services grouped by category (spec §2): accordions with one open at a time, scrolling past
// 600 px, each service with price, duration and its own 'Randevu Al' to
// /randevu/{salonId}?service={serviceId}.
// Native <details> sharing one `name` (an exclusive accordion: opening one closes the others)
// rather than a script accordion: no JavaScript to download or hydrate on the most visited
// page, the browser handles keyboard and screen-reader state, and every category's services
// are in the HTML for search engines. A link to '#hizmet-{serviceId}' (a search by service) opens
// that service's category (OpenLinkedService).
import Link from 'next/link';
import { ChevronDown } from 'lucide-react';
import { Glyph } from '@/components/ui/glyph';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/platform/text/format';
import { OpenLinkedService } from './open-linked-service';
import type { SalonCategory } from '@/features/salons/rules/group-services';

export const NO_SERVICES_MESSAGE = 'Bu salonda henüz hizmet bulunmamaktadır';
export const EMPTY_CATEGORY_MESSAGE = 'Bu kategoride hizmet bulunmamaktadır';

export function ServiceCategories({ salonId, categories }: { salonId: string; categories: SalonCategory[] }) {
  const hasServices = categories.some((c) => c.services.length > 0);
  const firstWithServices = categories.findIndex((c) => c.services.length > 0);
  return (
    <section aria-labelledby="services-title" className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <h2 id="services-title" className="mb-4 text-2xl font-bold">Hizmetler</h2>
      {!hasServices ? (
        <p className="rounded-lg bg-muted px-4 py-8 text-center text-muted-foreground">{NO_SERVICES_MESSAGE}</p>
      ) : (
        <div className="max-h-[600px] overflow-y-auto pr-1" data-testid="services-scroll">
          <OpenLinkedService />
          {/* The first category with services starts open. */}
          {categories.map((category, index) => (
            <details
              key={category.key}
              name={`services-${salonId}`}
              open={index === firstWithServices || undefined}
              className="group border-b"
            >
              <summary
                data-slot="accordion-trigger"
                className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-medium transition-colors hover:text-primary [&::-webkit-details-marker]:hidden"
              >
                <h3 className="text-lg">
                  {category.name}{' '}
                  <span className="ml-1 text-sm font-normal text-muted-foreground">({category.services.length} hizmet)</span>
                </h3>
                <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden="true" />
              </summary>
              <div className="pb-4 text-sm">
                {category.services.length === 0 ? (
                  <p className="py-2 text-muted-foreground">{EMPTY_CATEGORY_MESSAGE}</p>
                ) : (
                  <ul className="divide-y">
                    {category.services.map((service) => (
                      <li key={service.id} id={`hizmet-${service.id}`} className="service-row scroll-mt-4">
                        <div className="min-w-0">
                          {/* Category names are h3, so services are h4. */}
                          <h4 className="font-semibold">{service.name}</h4>
                          {service.description ? <p className="text-muted-foreground">{service.description}</p> : null}
                          <p className="service-row-meta">
                            <span className="font-semibold text-primary">{formatPrice(service.price)}</span>
                            <span className="service-row-duration">
                              <Glyph name="clock" />
                              {service.durationMinutes} dk
                            </span>
                          </p>
                        </div>
                        <Button asChild size="sm">
                          <Link href={`/randevu/${salonId}?service=${service.id}`} aria-label={`Randevu Al: ${service.name}`}>
                            Randevu Al
                          </Link>
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
