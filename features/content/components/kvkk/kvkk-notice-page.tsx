// The KVKK information notice pages, /kvkk (customers) and /kvkk/salon (salon owners and staff):
// the notice's sections (features/content/rules/kvkk-notice.ts) with the controller's details
// from a cached read (tag 'site-content'), so the page is cached whole (app/(site)/kvkk/[audience])
// and an admin's save shows at its next request. Server component; a table of contents first,
// since the text is long and read on phones.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getKvkkController } from '@/features/content/server/kvkk';
import { kvkkNotice, type KvkkAudience } from '@/features/content/rules/kvkk-notice';
import { KVKK_NOTICE_PATHS } from '@/components/kit/kvkk-notice';
import { AUDIENCE_TEXT } from '@/features/content/rules/kvkk-audiences';
import { KvkkNoticeSections } from './kvkk-notice-sections';

export function kvkkNoticeMetadata(audience: KvkkAudience): Metadata {
  const { title, description } = AUDIENCE_TEXT[audience];
  const url = KVKK_NOTICE_PATHS[audience];
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'article', url, title: `${title} | SalonRandevu`, description, locale: 'tr_TR', siteName: 'SalonRandevu' },
  };
}

export async function KvkkNoticePage({ audience }: { audience: KvkkAudience }) {
  const notice = kvkkNotice(audience, await getKvkkController());
  const other: KvkkAudience = audience === 'customer' ? 'salon' : 'customer';
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <h1 className="mb-4 text-3xl font-bold tracking-tight">{notice.title}</h1>
      <p className="mb-6 leading-relaxed text-muted-foreground">{notice.intro}</p>
      <nav aria-label="Bu sayfada" className="mb-10 rounded-xl bg-muted/50 p-4">
        <h2 className="mb-2 text-sm font-semibold">Bu sayfada</h2>
        <ol className="grid list-decimal gap-1 pl-5 text-sm">
          {notice.sections.map((section) => (
            <li key={section.id}><a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">{section.title}</a></li>
          ))}
        </ol>
      </nav>
      <KvkkNoticeSections notice={notice} />
      <p className="border-t pt-6 text-sm text-muted-foreground">
        {audience === 'customer' ? 'Salon sahibi veya çalışanıysanız: ' : 'Randevu alan müşteriler için: '}
        <Link href={KVKK_NOTICE_PATHS[other]} className="font-medium text-primary underline underline-offset-4">{AUDIENCE_TEXT[other].title}</Link>
        {' · '}
        <Link href="/gizlilik" className="font-medium text-primary underline underline-offset-4">Gizlilik</Link>
      </p>
    </article>
  );
}
