// A salon's logo, or the first letter of its name on the brand gradient.
import { cn } from '@/components/ui/utils';
import { salonInitial } from '@/features/salons/rules/format';

export function SalonLogo({ name, logoUrl, className }: { name: string; logoUrl: string | null; className?: string }) {
  if (logoUrl) {
    return (
      // Logos live in storage or on the owner's own host: a plain img, no remote allow-list.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={logoUrl} alt={`${name} logosu`} className={cn('size-16 shrink-0 rounded-xl object-cover', className)} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn('salon-initial', className)}
    >
      {salonInitial(name)}
    </span>
  );
}
