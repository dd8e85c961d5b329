// Every documented Netgsm code and report status, mapped as the outbox needs it. The expected
// retry flags are written out here, not read from the table under test.
import { describe, expect, it } from 'vitest';
import {
  deliveryReportFor, httpFailure, netgsmDate, reportAnswerFor, reportWindow, sendResultFor, toNetgsmNumber,
  type NetgsmAnswer,
} from './netgsm-codes';

const answer = (body: unknown, status = 200): NetgsmAnswer => ({ kind: 'answer', status, body });

describe('toNetgsmNumber', () => {
  it('sends the 10 digits Netgsm documents and refuses anything not a Turkish mobile', () => {
    expect(toNetgsmNumber('05321234567')).toBe('5321234567');
    expect(toNetgsmNumber('5321234567')).toBe('5321234567'); // as features/sms/rules toProviderNumber gives it
    for (const bad of ['905321234567', '4321234567', '+905321234567', '0532 123 45 67', '0532123456', '053212345678', '02121234567', '0532123456a', '']) {
      expect(toNetgsmNumber(bad), bad).toBeNull();
    }
  });
});

describe('sendResultFor', () => {
  it('accepts 00 (and the older 01/02 date corrections) with the job id as the provider id', () => {
    expect(sendResultFor(answer({ code: '00', jobid: '17377215342605050417149344', description: 'queued' })))
      .toEqual({ ok: true, providerId: '17377215342605050417149344' });
    expect(sendResultFor(answer({ code: '01', jobid: '42' }))).toEqual({ ok: true, providerId: '42' });
    expect(sendResultFor(answer({ code: '02', jobid: '43' }))).toEqual({ ok: true, providerId: '43' });
    expect(sendResultFor(answer({ code: 0, jobid: 44 }))).toEqual({ ok: true, providerId: '44' });
  });

  it.each([
    ['20', false], ['30', false], ['40', false], ['50', false], ['51', false], ['70', false],
    ['80', true], ['85', true], ['100', true], ['101', true], ['99', false],
  ])('code %s → retry %s, with a Turkish error naming the code', (code, retry) => {
    for (const status of [406, 200]) {
      const result = sendResultFor(answer({ code, jobid: null, description: 'x' }, status));
      expect(result).toEqual({ ok: false, retry, code, error: expect.stringContaining(`(Netgsm kodu ${code})`) });
    }
  });

  it('says in Turkish what the operator must fix', () => {
    const error = (code: string) => (sendResultFor(answer({ code }, 406)) as { error: string }).error;
    expect(error('30')).toMatch(/^Netgsm kullanıcı adı veya şifresi geçersiz/);
    expect(error('40')).toMatch(/^Gönderici adı \(mesaj başlığı\) Netgsm hesabında tanımlı değil/);
    expect(error('20')).toMatch(/^Mesaj metni hatalı/);
  });

  it('judges an answer without a code by its HTTP status', () => {
    expect(sendResultFor(answer(undefined, 500))).toMatchObject({ ok: false, retry: true, code: 'http-500' });
    expect(sendResultFor(answer(undefined, 502))).toMatchObject({ retry: true, code: 'http-502' });
    expect(sendResultFor(answer({ message: 'slow down' }, 429))).toMatchObject({ retry: true, code: 'http-429' });
    expect(sendResultFor(answer(undefined, 401))).toMatchObject({ retry: false, code: 'http-401' });
    expect(sendResultFor(answer(undefined, 404))).toMatchObject({ retry: false, code: 'http-404' });
    expect(sendResultFor(answer(undefined, 200))).toMatchObject({ retry: false, code: 'bad-response' });
    // Accepted but no job id: nothing to ask the report about, and a retry might send it twice.
    expect(sendResultFor(answer({ code: '00', jobid: null }))).toMatchObject({ ok: false, retry: false, code: 'bad-response' });
    expect(httpFailure(503).error).toBe('Netgsm geçici olarak hizmet veremiyor (HTTP 503); yeniden denenecek.');
  });

  it('retries when no answer came', () => {
    expect(sendResultFor({ kind: 'timeout', timeoutMs: 300 }))
      .toEqual({ ok: false, retry: true, code: 'timeout', error: 'Netgsm 300 ms içinde yanıt vermedi; yeniden denenecek.' });
    expect(sendResultFor({ kind: 'network' })).toMatchObject({ ok: false, retry: true, code: 'network' });
  });
});

describe('reportAnswerFor', () => {
  it('reads the rows, and takes 60 (no record) as an empty report', () => {
    expect(reportAnswerFor(answer({ code: '00', jobs: [{ jobid: '7', status: 1 }, { jobid: 8, status: 3 }, { status: 1 }] })))
      .toEqual({ ok: true, jobs: [{ jobid: '7', status: 1 }, { jobid: '8', status: 3 }] });
    expect(reportAnswerFor(answer({ code: '60', jobs: null }, 406))).toEqual({ ok: true, jobs: [] });
  });

  it.each([['30', false], ['70', false], ['80', true], ['100', true], ['110', true], ['99', true]])(
    'a failed query with code %s → retry %s', (code, retry) => {
      expect(reportAnswerFor(answer({ code, jobs: null }, 406))).toEqual({ ok: false, retry, code, error: expect.stringContaining(`(Netgsm kodu ${code})`) });
    });

  it('fails on no answer and on a 5xx without a code', () => {
    expect(reportAnswerFor({ kind: 'timeout', timeoutMs: 10_000 })).toMatchObject({ ok: false, retry: true, code: 'timeout' });
    expect(reportAnswerFor(answer(undefined, 500))).toMatchObject({ ok: false, retry: true, code: 'http-500' });
  });
});

describe('deliveryReportFor', () => {
  it.each([
    [0, 'pending', 'Operatöre iletilmeyi bekliyor'],
    [1, 'delivered', 'İletildi'],
    [2, 'failed', 'Zaman aşımı: geçerlilik süresi içinde iletilemedi'],
    [3, 'failed', 'Hatalı veya kısıtlı numara'],
    [4, 'failed', 'Operatöre gönderilemedi'],
    [11, 'failed', 'Operatör tarafından kabul edilmedi'],
    [12, 'failed', 'Gönderim hatası'],
    [13, 'failed', 'Mükerrer: aynı numaraya aynı metin kısa süre önce gönderilmiş'],
    [14, 'failed', 'Netgsm hesabında yetersiz kredi'],
    [15, 'failed', 'Numara kara listede'],
    [16, 'failed', 'İYS tarafından reddedildi'],
    [17, 'failed', 'İYS hatası'],
    ['1', 'delivered', 'İletildi'],
  ])('status %s → %s', (status, expected, detail) => {
    expect(deliveryReportFor('J1', { jobid: 'J1', status })).toEqual({ providerId: 'J1', status: expected, detail });
  });

  it('keeps a message pending while Netgsm does not know it, or says a status we do not', () => {
    expect(deliveryReportFor('J2', undefined)).toEqual({ providerId: 'J2', status: 'pending', detail: 'Netgsm raporunda henüz yok' });
    expect(deliveryReportFor('J3', { jobid: 'J3', status: 99 })).toEqual({ providerId: 'J3', status: 'pending', detail: 'Bilinmeyen Netgsm durum kodu: 99' });
  });
});

describe('report window', () => {
  it('writes dd.MM.yyyy HH:mm:ss on Istanbul\'s clock, whatever the server\'s zone', () => {
    expect(netgsmDate(new Date('2030-12-31T21:05:09Z'))).toBe('01.01.2031 00:05:09');
    expect(reportWindow(new Date('2030-06-15T09:00:00Z'), 7)).toEqual({ startdate: '08.06.2030 12:00:00', stopdate: '15.06.2030 13:00:00' });
  });
});
