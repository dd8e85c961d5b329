// The PayTR double agrees with the reference's test vectors and answers PayTR's reasons.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationHashFor, tokenFor } from '@/scripts/paytr-double/protocol.mjs';
import { startPaytrDouble, type PaytrDouble } from '@/scripts/paytr-double/server.mjs';

// reference/paytr-iframe-api.md §6.1, byte for byte.
const REFERENCE_BODY = 'merchant_id=123456&user_ip=85.105.10.20&merchant_oid=SIP20240101ABC123&email=musteri%40example.com&payment_amount=15075&paytr_token=YqLjyNmvRp5wPl7uGt30zAlpzEUeoFeGuANWv24ici8%3D&user_basket=W1siS2FodmUgRmluY2FuaSIsIjEwMC43NSIsMV0sWyJDYXkgQmFyZGFnaSIsIjI1LjAwIiwyXV0%3D&debug_on=1&no_installment=0&max_installment=0&user_name=Ayse+Yilmaz&user_address=Ataturk+Cad.+No%3A1+Kadikoy+Istanbul&user_phone=05551234567&merchant_ok_url=https%3A%2F%2Fshop.example.com%2Fodeme%2Fbasarili%3Foid%3DSIP20240101ABC123&merchant_fail_url=https%3A%2F%2Fshop.example.com%2Fodeme%2Fhata%3Foid%3DSIP20240101ABC123&timeout_limit=30&currency=TL&test_mode=1&lang=tr';

describe('PayTR double', () => {
  let double: PaytrDouble;
  const getToken = async (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }) =>
    (await fetch(`${double.url}/odeme/api/get-token`, { method: 'POST', body, headers })).json();
  const fields = () => Object.fromEntries(new URLSearchParams(REFERENCE_BODY));

  beforeAll(async () => {
    double = await startPaytrDouble({ port: 0, merchants: [{ id: '123456', key: 'TESTKEY1234567AB', salt: 'TESTSALT1234567C' }] });
  });
  afterAll(async () => { await double?.close(); });

  it('computes the reference token and notification hashes', () => {
    expect(tokenFor(fields(), 'TESTKEY1234567AB', 'TESTSALT1234567C')).toBe('YqLjyNmvRp5wPl7uGt30zAlpzEUeoFeGuANWv24ici8=');
    expect(notificationHashFor('SIP20240101ABC123', 'success', '15979', 'TESTKEY1234567AB', 'TESTSALT1234567C')).toBe('90H0LZuhGtjnc7/TPem69w7/nPcQkeF8n+0bkg7yB94=');
    expect(notificationHashFor('SIP20240101ABC123', 'failed', '0', 'TESTKEY1234567AB', 'TESTSALT1234567C')).toBe('Yc320TgRmdAylxH6b1ezcGvOxa73eZlat/FKHaFVraE=');
  });

  it('accepts the reference request urlencoded and as multipart', async () => {
    const ok = await getToken(REFERENCE_BODY);
    expect(ok.status).toBe('success');
    expect(ok.token).toMatch(/^[0-9a-f]{52}$/);
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...fields(), merchant_oid: 'SIP20240101ABC124', paytr_token: tokenFor({ ...fields(), merchant_oid: 'SIP20240101ABC124' }, 'TESTKEY1234567AB', 'TESTSALT1234567C') })) form.append(k, v);
    expect((await getToken(form, {})).status).toBe('success');
  });

  it('answers PayTR\'s reasons in the reference order', async () => {
    const body = (over: Record<string, string>) => new URLSearchParams({ ...fields(), ...over }).toString();
    expect(await getToken(body({ merchant_id: '999' }))).toEqual({ status: 'failed', reason: 'Gecersiz istek veya magaza aktif degil' });
    expect(await getToken(body({ user_phone: '' }))).toEqual({ status: 'failed', reason: 'Zorunlu alan degeri gecersiz veya gonderilmedi (get-token): user_phone' });
    expect(await getToken(body({ merchant_oid: 'SIP-1' }))).toEqual({ status: 'failed', reason: 'merchant_oid alfanumerik olmalidir, ozel karakter iceremez' });
    expect(await getToken(body({ payment_amount: '150.75' }))).toEqual({ status: 'failed', reason: 'payment_amount degeri integer olmalidir' });
    expect(await getToken(body({ user_basket: 'bm90IGpzb24=' }))).toEqual({ status: 'failed', reason: 'Zorunlu alan degeri gecersiz veya gonderilmedi (get-token): user_basket' });
    expect(await getToken(body({ merchant_oid: 'SIP2', payment_amount: '15076' }))).toEqual({ status: 'failed', reason: 'paytr_token gonderilmedi veya gecersiz' });
  });

  it('serves the payment page, the resizer stub and refuses unknown tokens', async () => {
    const { token } = await getToken(new URLSearchParams({ ...fields(), merchant_oid: 'SIPPAGE1', paytr_token: tokenFor({ ...fields(), merchant_oid: 'SIPPAGE1' }, 'TESTKEY1234567AB', 'TESTSALT1234567C') }).toString());
    const page = await (await fetch(`${double.url}/odeme/guvenli/${token}`)).text();
    expect(page).toContain('150.75 TL');
    expect(page).toContain('Ödeme Yap');
    expect((await fetch(`${double.url}/odeme/guvenli/deadbeef`)).status).toBe(404);
    expect(await (await fetch(`${double.url}/js/iframeResizer.min.js`)).text()).toContain('iFrameResize');
  });

  it('notifies each merchant account at its own notification URL, as PayTR does', async () => {
    // Two shops, each answering OK and remembering which orders it was told about.
    const told: Record<string, string[]> = { first: [], second: [] };
    const shops: Server[] = [];
    const shopUrl = async (name: keyof typeof told) => {
      const shop = createServer(async (req, res) => {
        let body = '';
        for await (const chunk of req) body += chunk;
        told[name].push(new URLSearchParams(body).get('merchant_oid') ?? '');
        res.end('OK');
      });
      shops.push(shop);
      await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/paytr/callback`;
    };
    const second = { id: '654321', key: 'SECONDKEY1234567', salt: 'SECONDSALT123456' };
    const two = await startPaytrDouble({
      port: 0, notifyUrl: await shopUrl('first'),
      merchants: [{ id: '123456', key: 'TESTKEY1234567AB', salt: 'TESTSALT1234567C' }, { ...second, notifyUrl: await shopUrl('second') }],
    });
    try {
      const pay = async (merchant: { id: string; key: string; salt: string }, oid: string) => {
        const request = { ...fields(), merchant_id: merchant.id, merchant_oid: oid };
        const body = new URLSearchParams({ ...request, paytr_token: tokenFor(request, merchant.key, merchant.salt) }).toString();
        const { token } = await (await fetch(`${two.url}/odeme/api/get-token`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })).json();
        expect(token).toBeTruthy();
        const paid = await fetch(`${two.url}/odeme/guvenli/${token}`, { method: 'POST', body: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
        expect(paid.status).toBe(303);
      };
      await pay({ id: '123456', key: 'TESTKEY1234567AB', salt: 'TESTSALT1234567C' }, 'SIPFIRST1');
      await pay(second, 'SIPSECOND1');
      await expect.poll(() => two.deliveries.filter((d) => d.accepted).length).toBe(2);
      expect(told).toEqual({ first: ['SIPFIRST1'], second: ['SIPSECOND1'] });
    } finally {
      await two.close();
      for (const shop of shops) shop.close();
    }
  });
});
