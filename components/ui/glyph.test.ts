// The sprite's drawings are copies of lucide's: if an upgrade of lucide-react redraws one of
// them, the stars and pins drawn from the sprite would no longer match the same icons drawn
// as lucide components elsewhere on the page.
import { describe, expect, it } from 'vitest';
import { GLYPHS, type GlyphName } from './glyph';

async function lucideNodes(name: GlyphName) {
  const icon = (await import(`lucide-react/dist/esm/icons/${name}.mjs`)) as { __iconData: { node: [string, Record<string, string>][] } };
  // lucide's React `key` is not part of the drawing.
  return icon.__iconData.node.map(([tag, attributes]) => [tag, Object.fromEntries(Object.entries(attributes).filter(([k]) => k !== 'key'))]);
}

describe('glyph sprite', () => {
  it.each(Object.keys(GLYPHS) as GlyphName[])('%s is drawn as lucide-react draws it', async (name) => {
    expect(GLYPHS[name]).toEqual(await lucideNodes(name));
  });
});
