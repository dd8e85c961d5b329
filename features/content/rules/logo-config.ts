// The site logo configuration stored in site_content (key 'logo'), edited in /admin/content.
// Pure (no server-only) so the admin editor can reuse the option lists and schema.
import { z } from 'zod';

export const LOGO_TYPES = ['icon+text', 'text', 'image'] as const;
export const LOGO_ICON_COLORS = ['pink', 'purple', 'blue', 'green', 'yellow', 'red', 'white'] as const;
export const LOGO_TEXT_GRADIENTS = [
  'pink-purple', 'blue-purple', 'green-blue', 'yellow-red', 'purple-pink', 'indigo-cyan',
] as const;

export type LogoType = (typeof LOGO_TYPES)[number];
export type LogoIconColor = (typeof LOGO_ICON_COLORS)[number];
export type LogoTextGradient = (typeof LOGO_TEXT_GRADIENTS)[number];

export interface LogoConfig {
  type: LogoType;
  text: string;
  imageUrl: string;
  showIcon: boolean;
  iconColor: LogoIconColor;
  textGradient: LogoTextGradient;
}

export const DEFAULT_LOGO: LogoConfig = {
  type: 'icon+text',
  text: 'SalonRandevu',
  imageUrl: '',
  showIcon: true,
  iconColor: 'pink',
  textGradient: 'pink-purple',
};

/**
 * Lenient parse of the stored JSON: each bad or missing field falls back to its default on
 * its own, so one typo in the admin data never blanks the whole logo.
 */
export const logoConfigSchema = z.object({
  type: z.enum(LOGO_TYPES).catch(DEFAULT_LOGO.type),
  text: z.string().trim().min(1).max(60).catch(DEFAULT_LOGO.text),
  imageUrl: z.string().trim().max(500_000).catch(''),
  showIcon: z.boolean().catch(DEFAULT_LOGO.showIcon),
  iconColor: z.enum(LOGO_ICON_COLORS).catch(DEFAULT_LOGO.iconColor),
  textGradient: z.enum(LOGO_TEXT_GRADIENTS).catch(DEFAULT_LOGO.textGradient),
});

export function parseLogoConfig(value: unknown): LogoConfig {
  const source = value && typeof value === 'object' ? value : {};
  return logoConfigSchema.parse(source);
}
