// The Netgsm client against the Netgsm double over real HTTP on a free port: what reaches
// Netgsm, and how each failure comes back to the outbox (retried or not, a Turkish error).
import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNetgsmProvider, type NetgsmOptions } from '@/features/sms/server/netgsm';
import { SmsReportError, type SmsSendResult } from '@/features/sms/server/provider';
import { startSmsDouble, type SmsDouble } from '@/scripts/sms-double/server.mjs';
import { freePort } from '@/tests/support/free-port';

// A password with a colon and a Turkish letter: Basic auth must carry both intact.
const ACCOUNT = { usercode: '8503001234', password: 'gizli:Şifre-42', header: 'SALONRANDV' };
const idOf = (result: SmsSendResult) => {
  if (!result.ok) throw new Error(`not sent: ${result.code} ${result.error}`);
  return result.providerId;
};

describe('Netgsm client against the double', () => {
  let double: SmsDouble;
  const provider = (over: Partial<NetgsmOptions> = {}) => createNetgsmProvider({ baseUrl: double.url, ...ACCOUNT, ...over });

  beforeAll(async () => {
    double = await startSmsDouble({ port: await freePort(), usercode: ACCOUNT.usercode, password: ACCOUNT.password, headers: [ACCOUNT.header] });
  });
  beforeEach(() => {
    double.reset();
    double.options.deliverAfterMs = 0;
  });
  afterAll(async () => { await double?.close(); });

  it('sends exactly the text, the number and the sender title, with Turkish encoding', async () => {
    const text = 'Randevunuz yarın 14:30\'da, Işıl Güzellik & Bakım. İptal: 0212 555 00 00 — çğıöşü ÇĞİÖŞÜ';
    const id = idOf(await provider().send({ to: '05321234567', text, turkish: true }));
    expect(id).toMatch(/^\d{20,}$/);
    expect(double.received()).toEqual([expect.objectContaining({
      jobid: id, no: '5321234567', msg: text, msgheader: 'SALONRANDV', encoding: 'TR', turkish: true, iysfilter: '0',
    })]);
  });

  it('leaves the encoding out for a plain text', async () => {
    idOf(await provider().send({ to: '05441234567', text: 'Randevunuz onaylandi.', turkish: false }));
    expect(double.received()).toEqual([expect.objectContaining({ no: '5441234567', encoding: null, turkish: false })]);
  });

  it('refuses a number that is not a Turkish mobile without asking Netgsm, and takes the 10-digit form', async () => {
    for (const to of ['+905321234567', '02121234567']) {
      expect(await provider().send({ to, text: 'x', turkish: false })).toMatchObject({ ok: false, retry: false, code: 'invalid-number' });
    }
    expect(double.received()).toEqual([]);
    idOf(await provider().send({ to: '5321234567', text: 'x', turkish: false }));
    expect(double.received()).toEqual([expect.objectContaining({ no: '5321234567' })]);
  });

  it('wrong credentials: not retried, a Turkish error, and the password nowhere', async () => {
    const wrong = provider({ password: 'yanlis-parola' });
    const result = await wrong.send({ to: '05321234567', text: 'Merhaba', turkish: false });
    expect(result).toEqual({ ok: false, retry: false, code: '30', error: expect.stringMatching(/^Netgsm kullanıcı adı veya şifresi geçersiz.*\(Netgsm kodu 30\)$/) });
    expect(double.received()).toEqual([]);
    const report = await wrong.report(['123']).catch((e: unknown) => e);
    expect(report).toBeInstanceOf(SmsReportError);
    expect(report).toMatchObject({ code: '30', retry: false });
    for (const shown of [JSON.stringify(result), inspect(wrong, { depth: 5, showHidden: true }), String(report)]) {
      expect(shown).not.toContain('yanlis-parola');
      expect(shown).not.toContain(Buffer.from(`${ACCOUNT.usercode}:yanlis-parola`).toString('base64'));
    }
  });

  it('an undefined sender title is not retried', async () => {
    expect(await provider({ header: 'BASKABASLIK' }).send({ to: '05321234567', text: 'Merhaba', turkish: false }))
      .toMatchObject({ ok: false, retry: false, code: '40', error: expect.stringContaining('Gönderici adı') });
  });

  it('a timeout is retried, and comes after the client\'s own deadline', async () => {
    double.failNext('timeout');
    const started = performance.now();
    const result = await provider({ timeoutMs: 300 }).send({ to: '05321234567', text: 'Merhaba', turkish: false });
    const elapsed = performance.now() - started;
    expect(result).toEqual({ ok: false, retry: true, code: 'timeout', error: 'Netgsm 300 ms içinde yanıt vermedi; yeniden denenecek.' });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(5_000);
    expect(double.received()).toEqual([]);
    // The switch was for one request: the next goes through.
    idOf(await provider({ timeoutMs: 300 }).send({ to: '05321234567', text: 'Merhaba', turkish: false }));
  });

  it('a 500 is retried', async () => {
    double.failNext('500');
    expect(await provider().send({ to: '05321234567', text: 'Merhaba', turkish: false }))
      .toMatchObject({ ok: false, retry: true, code: 'http-500' });
  });

  it('the sending limit (80) and 21 messages a minute to one number (85) are retried', async () => {
    double.failNext('80');
    expect(await provider().send({ to: '05321234567', text: 'Merhaba', turkish: false })).toMatchObject({ ok: false, retry: true, code: '80' });
    const client = provider();
    for (let i = 1; i <= 20; i++) idOf(await client.send({ to: '05551112233', text: `Hatırlatma ${i}`, turkish: true }));
    expect(await client.send({ to: '05551112233', text: 'Hatırlatma 21', turkish: true }))
      .toMatchObject({ ok: false, retry: true, code: '85', error: expect.stringContaining('bir dakikada 20') });
  });

  it('a rejected number is accepted on send, then its report says failed and why', async () => {
    double.reject('05329998877');
    const id = idOf(await provider().send({ to: '05329998877', text: 'Randevunuz yarın.', turkish: true }));
    expect(await provider().report([id])).toEqual([{ providerId: id, status: 'failed', detail: 'Hatalı veya kısıtlı numara' }]);
  });

  it('the report says delivered once Netgsm delivered, pending before and for ids it does not know', async () => {
    const delivered = idOf(await provider().send({ to: '05321234567', text: 'Randevunuz onaylandı.', turkish: true }));
    double.options.deliverAfterMs = 60_000;
    const waiting = idOf(await provider().send({ to: '05441234567', text: 'Randevunuz değişti.', turkish: true }));
    expect(await provider().report([delivered, waiting, '999'])).toEqual([
      { providerId: delivered, status: 'delivered', detail: 'İletildi' },
      { providerId: waiting, status: 'pending', detail: 'Operatöre iletilmeyi bekliyor' },
      { providerId: '999', status: 'pending', detail: 'Netgsm raporunda henüz yok' },
    ]);
  });

  it('asks for many reports in batches and keeps the order asked', async () => {
    const id = idOf(await provider().send({ to: '05321234567', text: 'Tek mesaj', turkish: false }));
    const ids = [...Array.from({ length: 120 }, (_, i) => `1${i}`), id];
    const reports = await provider().report(ids);
    expect(reports.map((r) => r.providerId)).toEqual(ids);
    expect(reports.at(-1)).toEqual({ providerId: id, status: 'delivered', detail: 'İletildi' });
    expect(reports.filter((r) => r.status === 'pending')).toHaveLength(120);
    expect(await provider().report([])).toEqual([]);
  });

  it('a report query that times out or is rate limited throws a retryable SmsReportError', async () => {
    double.failNext('timeout', { endpoint: 'report' });
    await expect(provider({ timeoutMs: 300 }).report(['1'])).rejects.toMatchObject({ name: 'SmsReportError', code: 'timeout', retry: true });
    double.failNext('80', { endpoint: 'report' });
    await expect(provider().report(['1'])).rejects.toMatchObject({ code: '80', retry: true });
  });

  it('an answer lost after Netgsm accepted: the retry is accepted too, and Netgsm fails the copy as a duplicate', async () => {
    // [UNCERTAIN] Netgsm's duplicate filter as the double plays it: same text, same number, within an hour.
    double.failNext('timeout-accepted');
    const message = { to: '05321234567', text: 'Randevunuz yarın 10:00.', turkish: true };
    expect(await provider({ timeoutMs: 300 }).send(message)).toMatchObject({ ok: false, retry: true, code: 'timeout' });
    const retried = idOf(await provider().send(message));
    expect(double.received().map((m) => m.status)).toEqual([1, 13]);
    expect(await provider().report([retried])).toEqual([{ providerId: retried, status: 'failed', detail: 'Mükerrer: aynı numaraya aynı metin kısa süre önce gönderilmiş' }]);
  });
});
