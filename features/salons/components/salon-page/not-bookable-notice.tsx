// What the salon page and /randevu/{id} show for an active salon that is not bookable yet
// (salon_is_bookable(): no active service given by a working staff member, e.g. a salon
// registered minutes ago): the page stays reachable (its link may be shared already), but no
// service list and no 'Randevu Al' lead to a form that could never book.
import Link from 'next/link';
import { CalendarX } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const NOT_BOOKABLE_MESSAGE = 'Bu salon henüz online randevu almıyor.';

/** `message`: why, when it is not the setup (SUBSCRIPTION_ENDED_MESSAGE for an ended subscription). */
export function NotBookableNotice({ message = NOT_BOOKABLE_MESSAGE }: { message?: string }) {
  return (
    <section data-testid="not-bookable" className="rounded-2xl border bg-card p-6 text-center shadow-sm sm:p-8">
      <CalendarX className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-3 text-xl font-semibold">{message}</h2>
      <p className="mt-2 text-muted-foreground">Randevu için salonu telefonla arayabilir ya da diğer salonlara göz atabilirsiniz.</p>
      <Button asChild variant="outline" className="mt-4"><Link href="/salonlar">Salonlara Göz At</Link></Button>
    </section>
  );
}
