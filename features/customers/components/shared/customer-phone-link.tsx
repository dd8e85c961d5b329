// A customer's phone as a link that dials it, shown as '0 532 123 45 67'. Server component.
import { Phone } from 'lucide-react';
import { formatPhoneDisplay } from '@/platform/text/phone';
import { cn } from '@/components/ui/utils';

/** '05321234567' → 'tel:+905321234567' (the international form dials from any phone). */
export function telHref(phone: string): string {
  return /^0\d{10}$/.test(phone) ? `tel:+90${phone.slice(1)}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function CustomerPhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={cn('inline-flex min-h-6 items-center gap-1.5 tabular-nums text-primary hover:underline', className)}>
      <Phone className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="whitespace-nowrap">{formatPhoneDisplay(phone)}</span>
    </a>
  );
}
