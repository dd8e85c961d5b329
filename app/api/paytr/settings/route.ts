// GET /api/paytr/settings — the public part of the payment settings: whether payment is
// configured, test mode, timeout and installments. Never the merchant key or salt.
import { getActivePaytrMerchant, toPublicPaytrSettings } from '@/features/payments/server/paytr-settings';
import { jsonOk, withJsonErrors } from '@/platform/http/json';

export const runtime = 'nodejs';

export const GET = withJsonErrors(async () => jsonOk(toPublicPaytrSettings(await getActivePaytrMerchant())));
