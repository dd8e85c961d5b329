/** `notifyUrl`: this merchant account's own notification URL (else the double's `notifyUrl`). */
export interface DoubleMerchant { id: string; key: string; salt: string; live?: boolean; notifyUrl?: string }
export interface DoubleOptions {
  port: number;
  merchants: DoubleMerchant[];
  notifyUrl: string;
  notifyDelayMs: number;
  notifyRepeat: number;
  order: 'notify-first' | 'redirect-first';
  retryIntervalMs: number;
  maxAttempts: number;
  failedTotal: 'amount' | 'zero';
}
export interface Delivery {
  merchant_oid: string; status: string; copy: number; attempt: number; at: string;
  httpStatus?: number; body?: string; error?: string; accepted: boolean;
}
export interface PaytrDouble {
  url: string;
  deliveries: Delivery[];
  sessions: Map<string, { token: string; oid: string; amount: string; okUrl: string; failUrl: string }>;
  options: DoubleOptions;
  close(): Promise<void>;
}
export function optionsFromEnv(env?: Record<string, string | undefined>): DoubleOptions;
export function startPaytrDouble(options: Partial<DoubleOptions>): Promise<PaytrDouble>;
