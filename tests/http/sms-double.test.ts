// The Netgsm double speaks REST v2 as the sources describe it (scripts/sms-double/README.md):
// its answers' shapes, its refusals of malformed requests, and the HTTP switches journeys use.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { netgsmDate, parseNetgsmDate } from '@/scripts/sms-double/protocol.mjs';
import { startSmsDouble, type SmsDouble } from '@/scripts/sms-double/server.mjs';
import { freePort } from '@/tests/support/free-port';

const AUTH = `Basic ${Buffer.from('8503001234:parola').toString('base64')}`;
const JSON_TYPE = { 'content-type': 'application/json' };

describe('Netgsm double', () => {
  let double: SmsDouble;
  const call = async (path: string, body: unknown, headers: Record<string, string> = { authorization: AUTH, ...JSON_TYPE }) => {
    const res = await fetch(`${double.url}${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  };
  const sendBody = (over: Record<string, unknown> = {}) => ({
    msgheader: 'SALONRANDV', encoding: 'TR', iysfilter: '0', messages: [{ msg: 'Merhaba', no: '5321234567' }], ...over,
  });
  const window = { startdate: netgsmDate(new Date(Date.now() - 3_600_000)), stopdate: netgsmDate(new Date(Date.now() + 3_600_000)) };

  beforeAll(async () => {
    double = await startSmsDouble({ port: await freePort(), usercode: '8503001234', password: 'parola', headers: ['SALONRANDV'] });
  });
  beforeEach(() => double.reset());
  afterAll(async () => { await double?.close(); });

  it('accepts a send with a long digit job id and keeps the message', async () => {
    const { status, body } = await call('/sms/rest/v2/send', sendBody());
    expect(status).toBe(200);
    expect(body).toEqual({ code: '00', jobid: expect.stringMatching(/^\d{20,}$/), description: 'queued' });
    const listed = await (await fetch(`${double.url}/__messages`)).json();
    expect(listed).toEqual([expect.objectContaining({ jobid: body.jobid, no: '5321234567', msg: 'Merhaba', status: 1 })]);
  });

  it('answers Netgsm\'s codes with HTTP 406 and a null job id', async () => {
    const refused = (code: string) => ({ status: 406, body: { code, jobid: null, description: expect.any(String) } });
    expect(await call('/sms/rest/v2/send', sendBody(), JSON_TYPE)).toEqual(refused('30'));
    expect(await call('/sms/rest/v2/send', sendBody(), { authorization: `Basic ${Buffer.from('8503001234:yanlis').toString('base64')}`, ...JSON_TYPE })).toEqual(refused('30'));
    // The number as the app stores it, with its 0, or with 90: not the documented 10 digits.
    expect(await call('/sms/rest/v2/send', sendBody({ messages: [{ msg: 'x', no: '05321234567' }] }))).toEqual(refused('70'));
    expect(await call('/sms/rest/v2/send', sendBody({ messages: [{ msg: 'x', no: '905321234567' }] }))).toEqual(refused('70'));
    expect(await call('/sms/rest/v2/send', sendBody(), { authorization: AUTH })).toEqual(refused('70')); // no JSON content type
    expect(await call('/sms/rest/v2/send', 'not json')).toEqual(refused('70'));
    expect(await call('/sms/rest/v2/send', sendBody({ msgheader: 'BASKA' }))).toEqual(refused('40'));
    expect(await call('/sms/rest/v2/send', sendBody({ iysfilter: '11' }))).toEqual(refused('51'));
    expect(await call('/sms/rest/v2/send', sendBody({ messages: [{ msg: ' ', no: '5321234567' }] }))).toEqual(refused('20'));
    expect(await call('/sms/rest/v2/send', sendBody({ messages: [{ msg: 'ş'.repeat(884), no: '5321234567' }] }))).toEqual(refused('20'));
    expect(double.received()).toEqual([]);
  });

  it('reports by job id within a dated window, 60 when nothing matches', async () => {
    const { body: sent } = await call('/sms/rest/v2/send', sendBody({ messages: [{ msg: 'Merhaba', no: '5321234567' }, { msg: 'Selam', no: '2121234567' }] }));
    const { status, body } = await call('/sms/rest/v2/report', { jobids: [sent.jobid], ...window });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: '00', description: 'success',
      jobs: [
        { jobid: sent.jobid, number: '5321234567', status: 1, operator: 30, msglen: 1, deliveredDate: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/), errorCode: 0 },
        { jobid: sent.jobid, number: '2121234567', status: 3, operator: 70, msglen: 1, deliveredDate: '', errorCode: 0 },
      ],
    });
    expect(await call('/sms/rest/v2/report', { jobids: ['1'], ...window })).toEqual({ status: 406, body: { code: '60', jobs: null, description: expect.any(String) } });
    // Dates are required, as 'dd.MM.yyyy HH:mm:ss'.
    expect((await call('/sms/rest/v2/report', { jobids: [sent.jobid] })).body.code).toBe('70');
    expect((await call('/sms/rest/v2/report', { jobids: [sent.jobid], startdate: new Date().toISOString(), stopdate: window.stopdate })).body.code).toBe('70');
    // A window that ended before the message was sent finds nothing.
    const past = { startdate: netgsmDate(new Date(Date.now() - 7_200_000)), stopdate: netgsmDate(new Date(Date.now() - 3_600_000)) };
    expect((await call('/sms/rest/v2/report', { jobids: [sent.jobid], ...past })).body.code).toBe('60');
  });

  it('lists the account\'s sender titles', async () => {
    const res = await fetch(`${double.url}/sms/rest/v2/msgheader`, { headers: { authorization: AUTH } });
    expect(await res.json()).toEqual({ code: '00', description: 'success', msgheaders: ['SALONRANDV'] });
  });

  it('takes its switches over HTTP, for journeys running in another process', async () => {
    const admin = (path: string, body: unknown) => fetch(`${double.url}/__double/${path}`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify(body) });
    await admin('fail', { mode: '85', count: 2 });
    expect((await call('/sms/rest/v2/send', sendBody())).body.code).toBe('85');
    expect((await call('/sms/rest/v2/send', sendBody())).body.code).toBe('85');
    const { body: sent } = await call('/sms/rest/v2/send', sendBody());
    expect(sent.code).toBe('00');
    await admin('status', { jobid: sent.jobid, status: 11 });
    await admin('reject', { numbers: ['05441234567'] });
    await call('/sms/rest/v2/send', sendBody({ messages: [{ msg: 'Selam', no: '5441234567' }] }));
    expect(double.received().map((m) => m.status)).toEqual([11, 3]);
    await admin('fail', { mode: '500' });
    expect((await fetch(`${double.url}/sms/rest/v2/send`, { method: 'POST', headers: { authorization: AUTH, ...JSON_TYPE }, body: JSON.stringify(sendBody()) })).status).toBe(500);
    await fetch(`${double.url}/__messages`, { method: 'DELETE' });
    expect(double.received()).toEqual([]);
  });

  it('reads and writes Istanbul wall-clock dates, refusing impossible ones', () => {
    expect(netgsmDate(new Date('2030-01-01T21:30:00Z'))).toBe('02.01.2030 00:30:00');
    expect(parseNetgsmDate('02.01.2030 00:30:00')?.toISOString()).toBe('2030-01-01T21:30:00.000Z');
    for (const bad of ['31.02.2030 10:00:00', '2030-01-02 00:30:00', '02.01.2030 24:00:00', '2.1.2030 00:30:00', undefined]) {
      expect(parseNetgsmDate(bad), String(bad)).toBeNull();
    }
  });
});
