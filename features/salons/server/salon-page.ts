import 'server-only';
// The salon of /salon/{id} and its review pages: an unknown, malformed or inactive id answers
// 404 before anything streams. Read from the cache under the salon's tag.
import { notFound } from 'next/navigation';
import { getCachedSalon, isActiveSalonId } from './cached-salons';
import type { SalonDetail } from './salons';

export async function loadSalonOr404(salonId: string): Promise<SalonDetail> {
  const salon = (await isActiveSalonId(salonId)) ? await getCachedSalon(salonId) : null;
  if (!salon) notFound();
  return salon;
}
