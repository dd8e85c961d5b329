// How a staff member's name is shown on /panel/personel. Browser-safe.
import type { PanelStaffMember } from '@/features/staff/server/staff';

export function staffName(member: Pick<PanelStaffMember, 'firstName' | 'lastName'>): string {
  return `${member.firstName} ${member.lastName}`.trim();
}

/** For places that cannot wrap anywhere (the shared dialogs' descriptions): very long words cut short. */
export function clipLongWords(text: string, max = 20): string {
  return text.split(' ').map((word) => ([...word].length > max ? `${[...word].slice(0, max).join('')}…` : word)).join(' ');
}
