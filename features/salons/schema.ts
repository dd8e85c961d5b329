// The /salonlar query string (spec §2): service, serviceId, city, cityId, district, districtId,
// plus q (salon name). Parsed leniently: a malformed value is dropped, never an error page,
// so an old or hand-edited link still shows a useful list.
import { z } from 'zod';
import { isCleanText } from '@/platform/text/input';

const firstValue = (v: unknown) => (Array.isArray(v) ? v[0] : v);

const optionalText = z.preprocess(
  firstValue,
  z.string().trim().max(100).refine((v) => isCleanText(v)).optional().catch(undefined).transform((v) => v || undefined),
);

const optionalId = z.preprocess(
  firstValue,
  z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
);

const optionalUuid = z.preprocess(
  firstValue,
  z.string().trim().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i).optional().catch(undefined),
);

export const salonSearchParamsSchema = z.object({
  service: optionalText,
  serviceId: optionalUuid,
  city: optionalText,
  cityId: optionalId,
  district: optionalText,
  districtId: optionalId,
  q: optionalText,
});

export type SalonSearchParams = z.output<typeof salonSearchParamsSchema>;

export function parseSalonSearchParams(raw: Record<string, string | string[] | undefined>): SalonSearchParams {
  return salonSearchParamsSchema.parse(raw);
}

export { salonSearchHref } from '@/features/salons/rules/search-href';

/** A place slug in a /salonlar/{city}/{district} path ('istanbul', 'kadikoy'); anything else is unknown. */
export function isPlaceSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 80;
}
