// The KVKK information notices: /kvkk/salon for salon owners and staff, and the customers' /kvkk,
// which server/cached-routes.mjs maps here as /kvkk/musteri (a route with a parameter is rendered
// on its first request and then served from cache, so `next build` never reads the database for
// the controller's details; a plain app/(site)/kvkk/page.tsx would be prerendered at build time).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { KvkkNoticePage, kvkkNoticeMetadata } from '@/features/content/components/kvkk/kvkk-notice-page';
import type { KvkkAudience } from '@/features/content/rules/kvkk-notice';
import { KVKK_CUSTOMER_KEY } from '@/server/cached-routes.mjs';

interface Props {
  params: Promise<{ audience: string }>;
}

export const revalidate = 30; // = CACHE_REVALIDATE_SECONDS (a segment config must be a literal)
export const dynamicParams = true;

export function generateStaticParams(): { audience: string }[] {
  return [];
}

const AUDIENCES: Record<string, KvkkAudience> = { [KVKK_CUSTOMER_KEY]: 'customer', salon: 'salon' };

async function audienceOf(params: Props['params']): Promise<KvkkAudience> {
  const { audience } = await params;
  if (!Object.hasOwn(AUDIENCES, audience)) notFound();
  return AUDIENCES[audience];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return kvkkNoticeMetadata(await audienceOf(params));
}

export default async function KvkkPage({ params }: Props) {
  return <KvkkNoticePage audience={await audienceOf(params)} />;
}
