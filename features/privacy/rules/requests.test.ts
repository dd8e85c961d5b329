// The KVKK request's rules with a frozen clock: the code is 6 digits, stored only as a salted
// hash that the right code (and no other) matches; it lives 15 minutes and 5 tries; the answer is
// due 30 days after the request reached us; the back-office's overdue / due-soon marks.
import { describe, expect, it } from 'vitest';
import { hashVerificationCode, isCodeShaped, newVerificationCode, verificationCodeMatches } from './request-code';
import { codeExpiresAtFrom, codeState, daysLeft, deadlineOf, dueAtFrom, MAX_CODE_ATTEMPTS, needsMessage } from './requests';

const T = new Date('2030-03-01T09:00:00Z');
const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const at = (ms: number) => new Date(T.getTime() + ms);

describe('the verification code', () => {
  it('is six digits, leading zeros included', () => {
    for (let i = 0; i < 200; i++) expect(newVerificationCode()).toMatch(/^\d{6}$/);
    expect(isCodeShaped('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456', '']) expect(isCodeShaped(bad)).toBe(false);
  });

  it('is stored as salt and hash, never as itself, and only the right code matches', async () => {
    const stored = await hashVerificationCode('042137');
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(stored).not.toContain('042137');
    expect(await verificationCodeMatches('042137', stored)).toBe(true);
    for (const wrong of ['042138', '42137', '0421370', '', 'abcdef']) expect(await verificationCodeMatches(wrong, stored)).toBe(false);
    expect(await verificationCodeMatches('042137', 'bozuk')).toBe(false);
  });

  it('gets a new salt each time, so two equal codes never share a hash; a given salt repeats it', async () => {
    expect(await hashVerificationCode('111111')).not.toBe(await hashVerificationCode('111111'));
    const salt = Buffer.alloc(16, 7);
    expect(await hashVerificationCode('111111', salt)).toBe(await hashVerificationCode('111111', salt));
  });

  it('may be tried for 15 minutes and 5 times', () => {
    const expiresAt = codeExpiresAtFrom(T);
    expect(expiresAt).toEqual(at(15 * MIN));
    expect(codeState({ codeAttempts: 0, codeExpiresAt: expiresAt }, at(15 * MIN - 1))).toBe('usable');
    expect(codeState({ codeAttempts: 0, codeExpiresAt: expiresAt }, at(15 * MIN))).toBe('expired');
    expect(codeState({ codeAttempts: MAX_CODE_ATTEMPTS - 1, codeExpiresAt: expiresAt }, T)).toBe('usable');
    expect(codeState({ codeAttempts: MAX_CODE_ATTEMPTS, codeExpiresAt: expiresAt }, T)).toBe('locked');
    expect(codeState({ codeAttempts: 0, codeExpiresAt: null }, T)).toBe('expired');
  });
});

describe('the deadline', () => {
  it('is 30 days after the request reached us', () => {
    expect(dueAtFrom(T)).toEqual(new Date('2030-03-31T09:00:00Z'));
  });

  it('marks open requests overdue, due within 7 days, or later; others have none', () => {
    const dueAt = dueAtFrom(T);
    expect(deadlineOf({ status: 'open', dueAt }, T)).toBe('later');
    expect(deadlineOf({ status: 'open', dueAt }, at(23 * DAY - 1))).toBe('later');
    expect(deadlineOf({ status: 'open', dueAt }, at(23 * DAY))).toBe('soon');
    expect(deadlineOf({ status: 'open', dueAt }, at(30 * DAY))).toBe('soon');
    expect(deadlineOf({ status: 'open', dueAt }, at(30 * DAY + 1))).toBe('overdue');
    expect(deadlineOf({ status: 'done', dueAt }, at(40 * DAY))).toBeNull();
    expect(deadlineOf({ status: 'unverified', dueAt: null }, T)).toBeNull();
    expect(daysLeft(dueAt, T)).toBe(30);
    expect(daysLeft(dueAt, at(29 * DAY + 1))).toBe(1);
    expect(daysLeft(dueAt, at(31 * DAY))).toBe(-1);
  });

  it('asks for a message where the kind alone says nothing', () => {
    expect(['access', 'erasure', 'correction', 'other'].filter((k) => needsMessage(k as never))).toEqual(['correction', 'other']);
  });
});
