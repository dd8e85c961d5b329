import { describe, expect, it } from 'vitest';
import { isMobileNumber, toProviderNumber } from './recipients';

describe('who gets a text message', () => {
  it.each([
    ['a stored mobile number', '05321234567', '5321234567'],
    ['every operator in the 05 range', '05051234567', '5051234567'],
    ['an older row without its 0', '5421234567', '5421234567'],
    ['an Istanbul landline', '02121234567', null],
    ['an Ankara landline', '03121234567', null],
    ['an Izmir landline', '02321234567', null],
    ['a landline in the 04 range', '04121234567', null],
    ['a 0850 line', '08501234567', null],
    ["a guest's erased placeholder", '00000000000', null],
    ["a closed account's placeholder", '00000000123', null],
    ['a placeholder that looks like a country code', '00905321234', null],
    ['too short', '0532123456', null],
    ['too long', '053212345678', null],
    ['a display form (not what is stored)', '0 532 123 45 67', null],
    ['an international form (not what is stored)', '+905321234567', null],
    ['empty', '', null],
  ])('%s: %s', (_name, phone, provider) => {
    expect(toProviderNumber(phone)).toBe(provider);
    expect(isMobileNumber(phone)).toBe(provider !== null);
  });
});
