// Icons that a page repeats many times (rating stars, address pins, the check marks of the
// plan cards, the durations of a salon's services) are drawn from one sprite in the root
// layout instead of a whole <svg> each. The salon list shows about 70 of them: as lucide
// components each costs ~0.7 KB of HTML and about as much again in the page's RSC payload
// (≈ 90 KB of the 212 KB /salonlar page); as a <use> reference, ~0.15 KB: bytes every visitor
// downloads and parses.
// The drawings are lucide's (ISC licence), copied; glyph.test.ts checks they still match the
// installed lucide-react. Works in server and client components alike (no hooks).
import { createElement } from 'react';
import { cn } from '@/components/ui/utils';

type Node = readonly [tag: 'path' | 'circle', attributes: Record<string, string>];

export const GLYPHS = {
  star: [['path', { d: 'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z' }]],
  'map-pin': [
    ['path', { d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0' }],
    ['circle', { cx: '12', cy: '10', r: '3' }],
  ],
  check: [['path', { d: 'M20 6 9 17l-5-5' }]],
  clock: [
    ['circle', { cx: '12', cy: '12', r: '10' }],
    ['path', { d: 'M12 6v6l4 2' }],
  ],
} as const satisfies Record<string, readonly Node[]>;

export type GlyphName = keyof typeof GLYPHS;

/** The symbols, once per document (app/layout.tsx). */
export function GlyphSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      {Object.entries(GLYPHS).map(([name, nodes]) => (
        <symbol key={name} id={`glyph-${name}`} viewBox="0 0 24 24">
          {nodes.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
        </symbol>
      ))}
    </svg>
  );
}

/**
 * A decorative icon from the sprite. Its stroke comes from the `glyph` class (globals.css) rather
 * than attributes, so each reference stays short in the HTML and the RSC payload; the symbol's
 * viewBox scales it to the element's size (`size-*`), and `fill-*` utilities still apply.
 */
export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return (
    <svg aria-hidden="true" className={cn('glyph', className)}>
      <use href={`#glyph-${name}`} />
    </svg>
  );
}
