// The heading of /salonlar/{city}: breadcrumbs to the city and the list's name.
import { DirectoryHeading } from '@/features/salons/components/directory/directory-heading';
import { placeScope } from '@/features/salons/components/directory/directory-scope';

export const revalidate = 30; // as the page's (a segment config must be a literal)

export function generateStaticParams(): { city: string }[] {
  return [];
}

export default async function CityHeading({ params }: { params: Promise<{ city: string }> }) {
  return <DirectoryHeading scope={await placeScope((await params).city)} placePage />;
}
