// Who can give a service (spec 1 §3/§7 and the team's decision):
//   - a salon that maintains staff_services rows (for any of its staff): exactly the mapped staff;
//   - a salon without any rows: the spec's guess, staff whose position matches the service's
//     category or name (Turkish case- and accent-insensitive), and if that matches nobody,
//     every active staff member (better to let the salon sort it out than to block booking).
import { foldTurkish } from '@/platform/text/turkish';

export interface StaffCandidate {
  id: string;
  position: string | null;
}

export interface ServiceForMatching {
  id: string;
  name: string;
  categoryName: string | null;
}

function positionMatches(position: string | null, service: ServiceForMatching): boolean {
  const pos = foldTurkish(position ?? '').trim();
  if (!pos) return false;
  const names = [service.categoryName, service.name].map((n) => foldTurkish(n ?? '').trim()).filter(Boolean);
  // 'Saç Uzmanı' gives 'Saç' services; a 'Manikür' position gives the 'Manikür' service.
  return names.some((name) => pos.includes(name) || name.includes(pos));
}

/**
 * Ids of the active staff (in the given order) who can give `service`.
 * `mappings` are the staff_services rows of this salon's staff (active or not, any service):
 * a salon counts as maintaining the mapping as soon as it has one row.
 */
export function staffIdsForService(
  staff: readonly StaffCandidate[],
  service: ServiceForMatching,
  mappings: readonly { staffId: string; serviceId: string }[],
): string[] {
  if (mappings.length > 0) {
    const givers = new Set(mappings.filter((m) => m.serviceId === service.id).map((m) => m.staffId));
    return staff.filter((s) => givers.has(s.id)).map((s) => s.id);
  }
  const guessed = staff.filter((s) => positionMatches(s.position, service)).map((s) => s.id);
  return guessed.length > 0 ? guessed : staff.map((s) => s.id);
}
