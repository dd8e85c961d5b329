// Until the salon takes online bookings, the home screen walks the owner through the three
// steps (working hours → a service → a staff member who gives it, with hours), each with a
// link to its screen, and says plainly that customers cannot book yet.
import Link from 'next/link';
import { CheckCircle2, Circle } from 'lucide-react';
import type { SetupStatus } from '@/features/panel/server/home';

/** `canOpen`: the screens of the three steps this user may open (a step's link is shown only then). */
export function SetupChecklist({ status, canOpen }: { status: SetupStatus; canOpen: (href: string) => boolean }) {
  const steps = [
    { done: status.hasHours, title: 'Çalışma saatlerinizi belirleyin', text: 'Hangi gün hangi saatlerde açık olduğunuzu kaydedin.', href: '/panel/saatler', cta: 'Saatleri belirle' },
    { done: status.hasService, title: 'Hizmetlerinizi ekleyin', text: 'En az bir hizmet: adı, süresi ve fiyatı.', href: '/panel/hizmetler', cta: 'Hizmet ekle' },
    { done: status.bookable, title: 'Personel ekleyin ve hizmetlerini seçin', text: 'Hizmeti veren ve çalışma saatleri olan en az bir personel.', href: '/panel/personel', cta: 'Personel ekle' },
  ];
  const next = steps.findIndex((s) => !s.done);
  return (
    <section aria-labelledby="setup-title" className="rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="setup-title" className="text-lg font-semibold">Salonunuzu yayına alın</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Bu adımlar tamamlanana kadar salonunuz aramalarda görünmez ve online randevu alamaz.
      </p>
      <ol className="mt-4 grid gap-3">
        {steps.map((step, i) => (
          <li key={step.href} className="flex items-start gap-3 rounded-lg border bg-background p-3">
            {step.done
              ? <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600" aria-label="Tamamlandı" />
              : <Circle className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-label="Yapılacak" />}
            <div className="min-w-0 flex-1">
              <p className="font-medium">{i + 1}. {step.title}</p>
              <p className="text-sm text-muted-foreground">{step.text}</p>
              {!step.done && !canOpen(step.href) ? (
                <p className="mt-1 text-xs text-muted-foreground">Bu adımı salon yöneticiniz tamamlayacak.</p>
              ) : null}
              {!step.done && canOpen(step.href) ? (
                <Link href={step.href} className={i === next
                  ? 'mt-2 inline-flex h-9 items-center rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground'
                  : 'mt-2 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline'}>
                  {step.cta}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
