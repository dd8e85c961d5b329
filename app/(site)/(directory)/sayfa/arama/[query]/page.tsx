// A salon search, cached: proxy.ts rewrites /salonlar?service=…&cityId=… here, its search
// parameters packed into [query] (features/salons/rules/search-page-key.ts). Rendered on its first
// request, then served from cache like the city pages, and dropped with them when salons
// change (the page reads the 'salons'-tagged place lists) or after `revalidate` seconds.
// server/incremental-cache.cjs keeps these pages in memory only, a bounded number of them:
// visitors can type as many distinct searches as they like without filling the disk.
// Its heading is the layout's @heading slot (@heading/sayfa/arama/[query]).
import type { Metadata } from 'next';
import { searchKeyScope } from '@/features/salons/components/directory/directory-scope';
import { SalonSearchPage, salonSearchMetadata } from '@/features/salons/components/directory/salon-search-page';

interface Props {
  params: Promise<{ query: string }>;
}

export const revalidate = 30; // = CACHE_REVALIDATE_SECONDS (a segment config must be a literal)
export const dynamicParams = true;

export function generateStaticParams(): { query: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return salonSearchMetadata(await searchKeyScope((await params).query));
}

export default async function CachedSalonSearchPage({ params }: Props) {
  return <SalonSearchPage scope={await searchKeyScope((await params).query)} />;
}
