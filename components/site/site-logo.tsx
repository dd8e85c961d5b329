// The brand mark, rendered from the admin's logo configuration (site_content 'logo').
import { Scissors } from 'lucide-react';
import { cn } from '@/components/ui/utils';
import type { LogoConfig, LogoIconColor, LogoTextGradient } from '@/features/content/rules/logo-config';

// Literal class strings so Tailwind sees them when scanning sources.
const ICON_COLOR: Record<LogoIconColor, string> = {
  pink: 'text-pink-600',
  purple: 'text-purple-600',
  blue: 'text-blue-600',
  green: 'text-green-600',
  yellow: 'text-yellow-500',
  red: 'text-red-600',
  // White would vanish on the white navbar, so it sits on a brand-gradient tile.
  white: 'text-white bg-brand-gradient rounded-md p-1',
};

// Darker stops than the names suggest so the text keeps AA contrast on white.
const TEXT_GRADIENT: Record<LogoTextGradient, string> = {
  'pink-purple': 'from-pink-600 to-purple-600',
  'blue-purple': 'from-blue-600 to-purple-600',
  'green-blue': 'from-green-700 to-blue-600',
  'yellow-red': 'from-amber-600 to-red-600',
  'purple-pink': 'from-purple-600 to-pink-600',
  'indigo-cyan': 'from-indigo-600 to-cyan-700',
};

export function SiteLogo({ config, className }: { config: LogoConfig; className?: string }) {
  if (config.type === 'image' && config.imageUrl) {
    return (
      // The URL is admin-supplied (any host or a data: URL), so next/image's host allow-list
      // does not fit; the image is small and above the fold anyway.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={config.imageUrl} alt={config.text} className={cn('h-9 w-auto max-w-44 object-contain', className)} />
    );
  }
  const withIcon = config.type !== 'text' && config.showIcon;
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      {withIcon ? <Scissors className={cn('size-7 shrink-0', ICON_COLOR[config.iconColor])} aria-hidden="true" /> : null}
      <span
        className={cn(
          'bg-linear-to-r bg-clip-text text-xl font-bold tracking-tight text-transparent',
          TEXT_GRADIENT[config.textGradient],
        )}
      >
        {config.text}
      </span>
    </span>
  );
}
