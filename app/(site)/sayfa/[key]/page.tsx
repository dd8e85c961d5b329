// The cached pages that have no parameter of their own in their public URL: '/', /features,
// /pricing, /testimonials, /contact and /salonlar without a search. server/cached-routes.mjs
// maps those URLs here. A route with a parameter and no build-time params is rendered on its first
// request and then served from cache, so `next build` never needs the database (a plain
// app/(site)/page.tsx would be prerendered at build time, reading the database).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LandingPage, landingMetadata } from '@/components/landing/landing-page';
import type { LandingSectionId } from '@/components/landing/scroll-to-section';
import { SalonDirectory } from '@/components/salons/salon-directory';
import { getCachedSalons } from '@/lib/db/salons';
import { salonListMetadata } from '@/lib/salons/search-title';
import { CACHED_PAGE_PATHS } from '@/server/cached-routes.mjs';

interface Props {
  params: Promise<{ key: string }>;
}

type CachedPageKey = (typeof CACHED_PAGE_PATHS)[keyof typeof CACHED_PAGE_PATHS];
const CACHED_PAGE_KEYS: readonly string[] = Object.values(CACHED_PAGE_PATHS);

export const revalidate = 30; // = CACHE_REVALIDATE_SECONDS (a segment config must be a literal)
export const dynamicParams = true;

export function generateStaticParams(): { key: string }[] {
  return [];
}

async function keyOf(params: Props['params']): Promise<CachedPageKey> {
  const { key } = await params;
  if (!CACHED_PAGE_KEYS.includes(key)) notFound();
  return key as CachedPageKey;
}

const SECTIONS: Partial<Record<CachedPageKey, LandingSectionId>> = {
  features: 'features', pricing: 'pricing', testimonials: 'testimonials', contact: 'contact',
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const key = await keyOf(params);
  if (key === 'salonlar') return salonListMetadata({}, (await getCachedSalons({})).length);
  return landingMetadata(SECTIONS[key]);
}

export default async function CachedPage({ params }: Props) {
  const key = await keyOf(params);
  if (key === 'salonlar') {
    return <SalonDirectory scope={{}} breadcrumbs={[{ href: '/', label: 'Ana Sayfa' }, { href: '/salonlar', label: 'Salonlar' }]} />;
  }
  return <LandingPage scrollTo={SECTIONS[key]} />;
}
