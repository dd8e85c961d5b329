import { describe, expect, it } from 'vitest';
import { describeSmtpFailure, isPermanentFailure, MAX_ATTEMPTS, retryDelayMs, RETRY_MAX_MS } from './retry';

describe('retry schedule', () => {
  it('doubles from one minute and stops growing at six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(9)).toBe(256 * 60_000);
    expect(retryDelayMs(10)).toBe(RETRY_MAX_MS);
    expect(retryDelayMs(1000)).toBe(RETRY_MAX_MS);
  });

  it('keeps retrying for more than a day before giving up', () => {
    let total = 0;
    for (let n = 1; n < MAX_ATTEMPTS; n += 1) total += retryDelayMs(n);
    expect(total).toBeGreaterThan(24 * 60 * 60_000);
  });
});

describe('SMTP failures', () => {
  it('gives up on 5xx refusals but retries connection, 4xx and login problems', () => {
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 550, message: 'x' })).toBe(true);
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 450, message: 'x' })).toBe(false);
    expect(isPermanentFailure({ code: 'ECONNECTION', message: 'connect ECONNREFUSED' })).toBe(false);
    expect(isPermanentFailure({ code: 'EAUTH', responseCode: 535, message: 'x' })).toBe(false);
  });

  it('explains the failure in Turkish with the server answer', () => {
    expect(describeSmtpFailure({ code: 'EAUTH', response: '535 5.7.8 Authentication failed', message: 'Invalid login' }))
      .toBe('SMTP kimlik doğrulaması başarısız (kullanıcı adı veya şifre hatalı): 535 5.7.8 Authentication failed');
    expect(describeSmtpFailure({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:25' }))
      .toBe('SMTP sunucusuna bağlanılamadı: connect ECONNREFUSED 127.0.0.1:25');
    expect(describeSmtpFailure({ code: 'ESOMETHING', message: '' })).toBe('E-posta gönderilemedi');
  });
});
