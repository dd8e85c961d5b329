// The cached pages that have no parameter of their own in their public URL: '/', /features,
// /pricing, /testimonials and /contact (/salonlar is the search page's 'tum'). server/cached-routes.mjs
// maps those URLs here. A route with a parameter and no build-time params is rendered on its first
// request and then served from cache, so `next build` never needs the database (a plain
// app/(site)/page.tsx would be prerendered at build time, reading the database).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LandingPage, landingMetadata } from '@/features/content/components/landing/landing-page';
import type { LandingSectionId } from '@/features/content/components/landing/scroll-to-section';
import { LANDING_PAGE_KEYS } from '@/server/cached-routes.mjs';

interface Props {
  params: Promise<{ key: string }>;
}

type CachedPageKey = (typeof LANDING_PAGE_KEYS)[keyof typeof LANDING_PAGE_KEYS];
const CACHED_PAGE_KEYS: readonly string[] = Object.values(LANDING_PAGE_KEYS);

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
  return landingMetadata(SECTIONS[key]);
}

export default async function CachedPage({ params }: Props) {
  const key = await keyOf(params);
  return <LandingPage scrollTo={SECTIONS[key]} />;
}
