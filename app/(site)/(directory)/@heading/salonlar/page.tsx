// The heading of the dynamic /salonlar (a place by id alone: redirected by the scope).
import { DirectoryHeading } from '@/features/salons/components/directory/directory-heading';
import { listQueryScope } from '@/features/salons/components/directory/directory-scope';

export const dynamic = 'force-dynamic'; // as the page's

export default async function SalonsHeading({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <DirectoryHeading scope={await listQueryScope(await searchParams)} />;
}
