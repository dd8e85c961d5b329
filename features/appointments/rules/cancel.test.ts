import { describe, expect, it } from 'vitest';
import { guestCanCancel } from './cancel';

describe('guest cancellation window', () => {
  const appt = { status: 'scheduled', date: '2030-03-11', startTime: '10:00:00' };

  it('allows cancelling until the start time in Istanbul', () => {
    expect(guestCanCancel(appt, new Date('2030-03-11T06:59:00Z'))).toBe(true); // 09:59 Istanbul
    expect(guestCanCancel(appt, new Date('2030-03-11T07:00:00Z'))).toBe(false); // 10:00
    expect(guestCanCancel(appt, new Date('2030-03-10T22:30:00Z'))).toBe(true); // 01:30 on the day
    expect(guestCanCancel(appt, new Date('2030-03-11T21:30:00Z'))).toBe(false); // next day already
  });

  it('only for live appointments', () => {
    const future = new Date('2030-03-01T00:00:00Z');
    expect(guestCanCancel({ ...appt, status: 'confirmed' }, future)).toBe(true);
    expect(guestCanCancel({ ...appt, status: 'cancelled' }, future)).toBe(false);
    expect(guestCanCancel({ ...appt, status: 'completed' }, future)).toBe(false);
  });
});
