import 'server-only';
// Step 1 of the iFrame API (reference §2): POST the order, signed on the server, to
// {PAYTR_API_BASE}/odeme/api/get-token. The key and salt only feed the HMAC; they are never
// sent as fields (PayTR's own Node sample leaks them that way).
import type { PaytrMerchant } from '@/features/payments/server/paytr-settings';
import { encodeBasket, kurusToTl } from '../rules/basket';
import { paytrToken } from '../rules/hash';

export const SETTINGS_MISSING_MESSAGE = 'PayTR ayarları alınamadı';
export const NOT_JSON_MESSAGE = 'PayTR yanıtı JSON formatında değil';
export const TOKEN_FAILED_MESSAGE = 'Ödeme token oluşturulamadı';

export interface TokenOrder {
  merchantOid: string;
  userIp: string;
  email: string;
  /** kuruş */
  paymentAmount: number;
  productName: string;
  userName: string;
  userAddress: string;
  userPhone: string;
  okUrl: string;
  failUrl: string;
}

export type TokenResult = { ok: true; token: string } | { ok: false; message: string };

export function tokenRequestFields(merchant: PaytrMerchant, order: TokenOrder): Record<string, string> {
  const signed = {
    merchant_id: merchant.merchantId,
    user_ip: order.userIp.slice(0, 39),
    merchant_oid: order.merchantOid,
    email: order.email,
    payment_amount: String(order.paymentAmount),
    user_basket: encodeBasket([[order.productName, kurusToTl(order.paymentAmount), 1]]),
    // Spec 1 §9: no installments; the admin's settings may allow them.
    no_installment: merchant.noInstallment ? '1' : '0',
    max_installment: String(merchant.noInstallment ? 0 : merchant.maxInstallment),
    currency: 'TL',
    test_mode: merchant.testMode ? '1' : '0',
  };
  return {
    ...signed,
    paytr_token: paytrToken(signed, merchant.merchantKey, merchant.merchantSalt),
    debug_on: merchant.debugMode ? '1' : '0',
    user_name: order.userName.slice(0, 60),
    user_address: order.userAddress.slice(0, 400),
    user_phone: order.userPhone.slice(0, 20),
    merchant_ok_url: order.okUrl,
    merchant_fail_url: order.failUrl,
    timeout_limit: String(merchant.timeoutLimit),
    lang: 'tr',
  };
}

export async function requestPaytrToken(apiBase: string, merchant: PaytrMerchant, order: TokenOrder): Promise<TokenResult> {
  let res: Response;
  try {
    res = await fetch(`${apiBase.replace(/\/$/, '')}/odeme/api/get-token`, {
      method: 'POST',
      body: new URLSearchParams(tokenRequestFields(merchant, order)),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    console.error('[paytr] get-token unreachable', error);
    return { ok: false, message: TOKEN_FAILED_MESSAGE };
  }
  const text = await res.text();
  let body: { status?: unknown; token?: unknown; reason?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    console.error('[paytr] get-token answered non-JSON', res.status, text.slice(0, 200));
    return { ok: false, message: NOT_JSON_MESSAGE };
  }
  if (res.ok && body.status === 'success' && typeof body.token === 'string' && /^[A-Za-z0-9]{1,200}$/.test(body.token)) {
    return { ok: true, token: body.token };
  }
  // PayTR's own reason (Turkish) when it gives one.
  const reason = typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim().slice(0, 300) : TOKEN_FAILED_MESSAGE;
  return { ok: false, message: reason };
}

export function paytrIframeUrl(apiBase: string, token: string): string {
  return `${apiBase.replace(/\/$/, '')}/odeme/guvenli/${token}`;
}
