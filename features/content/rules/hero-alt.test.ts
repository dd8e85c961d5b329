import { describe, expect, it } from 'vitest';
import { withDefaultHeroAlts } from './hero-alt';

describe('hero image alt text', () => {
  it('fills an empty alt text with a numbered description and keeps the admin\'s own', () => {
    const saved = withDefaultHeroAlts([
      { id: 'a', alt: '' }, { id: 'b', alt: 'Kuaför koltuğu' }, { id: 'c', alt: '   ' },
    ]);
    expect(saved.map((i) => i.alt)).toEqual(['Güzellik salonu görseli 1', 'Kuaför koltuğu', 'Güzellik salonu görseli 3']);
  });
});
