import { describe, expect, it } from 'vitest';
import { exactChoice } from './exact-choice';

const services = [{ label: 'Saç Kesimi' }, { label: 'Çocuk Saç Kesimi' }, { label: 'Manikür' }];
const places = [
  { label: 'İstanbul' }, { label: 'Kadıköy, İstanbul', district: 'Kadıköy' },
  { label: 'Merkez, Ankara', district: 'Merkez' }, { label: 'Merkez, İzmir', district: 'Merkez' },
];

describe('exactChoice', () => {
  it('takes typed text that names one option exactly, whatever its case and accents', () => {
    expect(exactChoice(services, '  saç kesimi ', (s) => [s.label])).toBe(services[0]);
    expect(exactChoice(services, 'MANIKUR', (s) => [s.label])).toBe(services[2]);
    expect(exactChoice(places, 'kadıköy', (p) => [p.label, p.district])).toBe(places[1]);
    expect(exactChoice(places, 'istanbul', (p) => [p.label, p.district])).toBe(places[0]);
  });

  it('takes nothing for a part of a name, an ambiguous name or blank text', () => {
    expect(exactChoice(services, 'saç', (s) => [s.label])).toBeNull();
    expect(exactChoice(places, 'Merkez', (p) => [p.label, p.district])).toBeNull();
    expect(exactChoice(services, '   ', (s) => [s.label])).toBeNull();
  });
});
