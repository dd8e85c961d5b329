import { describe, expect, it } from 'vitest';
import { staffIdsForService } from './staff-match';

const staff = [
  { id: 'a', position: 'Saç Uzmanı' },
  { id: 'b', position: 'MANİKÜRİST' },
  { id: 'c', position: null },
];
const haircut = { id: 's1', name: 'Saç Kesimi', categoryName: 'SAÇ' };
const manicure = { id: 's2', name: 'Manikür', categoryName: 'Tırnak' };
const massage = { id: 's3', name: 'İsveç Masajı', categoryName: 'Masaj' };

describe('who can give a service', () => {
  it('uses the staff_services mapping when the salon keeps one', () => {
    const mappings = [{ staffId: 'c', serviceId: 's1' }, { staffId: 'b', serviceId: 's2' }];
    expect(staffIdsForService(staff, haircut, mappings)).toEqual(['c']);
    expect(staffIdsForService(staff, massage, mappings)).toEqual([]); // mapped salon, nobody for it
  });

  it('otherwise matches positions with the category or service name, Turkish case-insensitively', () => {
    expect(staffIdsForService(staff, haircut, [])).toEqual(['a']);
    expect(staffIdsForService(staff, manicure, [])).toEqual(['b']); // 'MANİKÜRİST' contains 'manikür'
  });

  it('falls back to every active staff member when no position matches', () => {
    expect(staffIdsForService(staff, massage, [])).toEqual(['a', 'b', 'c']);
  });
});
