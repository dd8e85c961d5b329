// The heading of /salonlar/{city}/{district}: breadcrumbs to the district and the list's name.
import { DirectoryHeading } from '@/features/salons/components/directory/directory-heading';
import { placeScope } from '@/features/salons/components/directory/directory-scope';

export const revalidate = 30; // as the page's (a segment config must be a literal)

export function generateStaticParams(): { city: string; district: string }[] {
  return [];
}

export default async function DistrictHeading({ params }: { params: Promise<{ city: string; district: string }> }) {
  const { city, district } = await params;
  return <DirectoryHeading scope={await placeScope(city, district)} placePage />;
}
