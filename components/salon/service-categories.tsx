// Services grouped by category (spec §2): accordions with one open at a time, scrolling past
// 600 px, each service with price, duration and its own 'Randevu Al' to
// /randevu/{salonId}?service={serviceId}.
import Link from 'next/link';
import { Clock } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';
import type { SalonCategory } from '@/lib/salons/group-services';

export const NO_SERVICES_MESSAGE = 'Bu salonda henüz hizmet bulunmamaktadır';
export const EMPTY_CATEGORY_MESSAGE = 'Bu kategoride hizmet bulunmamaktadır';

export function ServiceCategories({ salonId, categories }: { salonId: string; categories: SalonCategory[] }) {
  const hasServices = categories.some((c) => c.services.length > 0);
  return (
    <section aria-labelledby="services-title" className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <h2 id="services-title" className="mb-4 text-2xl font-bold">Hizmetler</h2>
      {!hasServices ? (
        <p className="rounded-lg bg-muted px-4 py-8 text-center text-muted-foreground">{NO_SERVICES_MESSAGE}</p>
      ) : (
        <div className="max-h-[600px] overflow-y-auto pr-1" data-testid="services-scroll">
          {/* The first category starts open so its services are in the server-rendered HTML too. */}
          <Accordion type="single" collapsible defaultValue={categories.find((c) => c.services.length > 0)?.key}>
            {categories.map((category) => (
              <AccordionItem key={category.key} value={category.key}>
                <AccordionTrigger className="text-lg">
                  <span>
                    {category.name}{' '}
                    <span className="ml-1 text-sm font-normal text-muted-foreground">({category.services.length} hizmet)</span>
                  </span>
                </AccordionTrigger>
                <AccordionContent>
                  {category.services.length === 0 ? (
                    <p className="py-2 text-muted-foreground">{EMPTY_CATEGORY_MESSAGE}</p>
                  ) : (
                    <ul className="divide-y">
                      {category.services.map((service) => (
                        <li key={service.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
                          <div className="min-w-0">
                            {/* Category triggers are h3 (Radix Accordion.Header), so services are h4. */}
                            <h4 className="font-semibold">{service.name}</h4>
                            {service.description ? <p className="text-muted-foreground">{service.description}</p> : null}
                            <p className="mt-1 flex flex-wrap items-center gap-3">
                              <span className="font-semibold text-primary">{formatPrice(service.price)}</span>
                              <span className="inline-flex items-center gap-1 text-muted-foreground">
                                <Clock className="size-4" aria-hidden="true" />
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
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </div>
      )}
    </section>
  );
}
