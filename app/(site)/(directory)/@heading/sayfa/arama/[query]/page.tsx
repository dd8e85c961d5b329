// The heading of a cached search page (and of /salonlar, the search 'tum').
import { DirectoryHeading } from '@/features/salons/components/directory/directory-heading';
import { searchKeyScope } from '@/features/salons/components/directory/directory-scope';

export const revalidate = 30; // as the page's (a segment config must be a literal)
export const dynamicParams = true;

export function generateStaticParams(): { query: string }[] {
  return [];
}

export default async function SearchHeading({ params }: { params: Promise<{ query: string }> }) {
  return <DirectoryHeading scope={await searchKeyScope((await params).query)} />;
}
