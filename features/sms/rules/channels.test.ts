import { describe, expect, it } from 'vitest';
import { channelsOf, DEFAULT_CHANNELS, wantsEmail, wantsSms } from './channels';

describe('a salon’s message channels', () => {
  it('sends the customer’s confirmation and reminder both ways and the rest by e-mail when the salon chose nothing', () => {
    expect(channelsOf({})).toEqual(DEFAULT_CHANNELS);
    expect(channelsOf(null)).toEqual(DEFAULT_CHANNELS);
    expect(DEFAULT_CHANNELS.confirmation).toBe('both');
    expect(DEFAULT_CHANNELS.reminder).toBe('both');
    expect(DEFAULT_CHANNELS.newBooking).toBe('email');
  });

  it('keeps what the salon chose and ignores unknown events and values', () => {
    const channels = channelsOf({ reminder: 'sms', newBooking: 'both', moved: 'fax', surprise: 'sms' });
    expect(channels.reminder).toBe('sms');
    expect(channels.newBooking).toBe('both');
    expect(channels.moved).toBe('email');
    expect(Object.keys(channels)).not.toContain('surprise');
  });

  it.each([
    ['email', false, true], ['sms', true, false], ['both', true, true],
  ] as const)('%s: SMS %s, e-mail %s', (channel, sms, email) => {
    expect(wantsSms(channel)).toBe(sms);
    expect(wantsEmail(channel)).toBe(email);
  });
});
