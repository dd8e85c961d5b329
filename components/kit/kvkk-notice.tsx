// The one line under a form that collects personal data (KVKK art. 10: inform where data is
// collected): why it is processed and a link to the notice. Informing needs no consent, so
// there is deliberately no checkbox. The link opens a new tab: every form that shows this
// line holds typed input (a booking's steps, the wizard, a dialog), which leaving the page
// would lose. Server component; client forms may render it too.
import { cn } from '@/components/ui/utils';

/** Customers (people who book, sign up, write to us) and salon owners with their staff. */
export type KvkkNoticeAudience = 'customer' | 'salon';

/**
 * The notices' public paths, for these lines and the notice pages alike (the customer's is served
 * by /kvkk/musteri: server/cached-routes.mjs). Here, in the kit, because the kit may not import a feature.
 */
export const KVKK_NOTICE_PATHS: Record<KvkkNoticeAudience, string> = { customer: '/kvkk', salon: '/kvkk/salon' };

export function KvkkNotice({ audience, purpose, className }: {
  audience: KvkkNoticeAudience;
  /** One sentence: 'Kişisel verileriniz randevunuzu oluşturmak için işlenir.' */
  purpose: string;
  className?: string;
}) {
  return (
    <p className={cn('text-xs leading-relaxed text-muted-foreground', className)} data-testid="kvkk-notice">
      {purpose} Ayrıntılar:{' '}
      <a href={KVKK_NOTICE_PATHS[audience]} target="_blank" rel="noopener"
        className="rounded-sm font-medium text-primary underline underline-offset-2 hover:no-underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        KVKK Aydınlatma Metni<span className="sr-only"> (yeni sekmede açılır)</span>
      </a>
    </p>
  );
}
