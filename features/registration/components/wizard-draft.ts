// The wizard's draft in the tab's sessionStorage (issue 24): what was typed survives a reload
// and Back/Forward, and ends with the tab. Never the password. Only a draft with something
// typed is kept (choosing a city alone is not worth a question when leaving).
import { toPhoneDigits } from '@/platform/text/phone';
import { orderedStepErrors } from '@/features/registration/schema';
import { EMPTY_OWNER, EMPTY_SALON, salonPayload, type OwnerValues, type SalonValues } from './types';

export const DRAFT_KEY = 'salon-kayit:taslak';

export type WizardStep = 1 | 2 | 3;

export interface WizardDraft {
  salon: SalonValues;
  owner: OwnerValues;
  planId: string;
}

/** Whether anything was typed (or a logo uploaded): what leaving would lose. */
export function hasTypedData(salon: SalonValues, owner: OwnerValues): boolean {
  const typed = [salon.name, salon.address, salon.phone, salon.email, salon.logoKey, ...Object.values(owner)];
  return typed.some((v) => typeof v === 'string' && v.trim() !== '');
}

/** Only the known fields, as strings; anything else in storage is ignored. */
function pick<T extends object>(template: T, source: unknown): T {
  const from = (source && typeof source === 'object' ? source : {}) as Record<string, unknown>;
  const out = { ...template } as Record<string, unknown>;
  for (const key of Object.keys(template)) if (typeof from[key] === 'string') out[key] = from[key];
  return out as T;
}

export function readDraft(): WizardDraft | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as Record<string, unknown>;
    const salon = pick(EMPTY_SALON, data.salon);
    // The preview is one of our own uploads (a path on this site), never another address.
    if (!salon.logoKey || !salon.logoUrl?.startsWith('/') || salon.logoUrl.startsWith('//')) Object.assign(salon, { logoKey: null, logoUrl: null });
    return { salon, owner: { ...pick(EMPTY_OWNER, data.owner), password: '' }, planId: typeof data.planId === 'string' ? data.planId : '' };
  } catch {
    return null; // storage blocked or a broken entry: start empty
  }
}

export function writeDraft(draft: WizardDraft | null): void {
  try {
    if (!draft || !hasTypedData(draft.salon, draft.owner)) window.sessionStorage.removeItem(DRAFT_KEY);
    else window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, owner: { ...draft.owner, password: undefined } }));
  } catch {
    // Storage full or blocked: the wizard still works, only without surviving a reload.
  }
}

/** The step in the address ('?adim=2'); step 1 has none, so /salon-kayit stays as it was. */
export function stepFromSearch(search: string): WizardStep {
  const n = new URLSearchParams(search).get('adim');
  return n === '2' ? 2 : n === '3' ? 3 : 1;
}

export function urlForStep(step: WizardStep): string {
  const url = new URL(window.location.href);
  if (step === 1) url.searchParams.delete('adim');
  else url.searchParams.set('adim', String(step));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The furthest step up to `wanted` whose earlier steps are complete (Forward or a reload may ask for more). */
export function reachableStep(wanted: WizardStep, salon: SalonValues, owner: OwnerValues): WizardStep {
  if (wanted === 1) return 1;
  if (orderedStepErrors('salon', salonPayload(salon), {}).length > 0) return 1;
  if (wanted === 3 && orderedStepErrors('owner', { ...owner, phone: toPhoneDigits(owner.phone) }, {}).length > 0) return 2;
  return wanted;
}
