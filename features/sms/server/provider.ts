// The narrow face of an SMS provider (DESIGN "Messages: e-mail and SMS"): the outbox sends one
// message at a time and later asks for delivery reports by the provider's ids. Everything
// provider-specific (URLs, auth, number format, answer codes) stays in that provider's file, so a
// second provider is one more file implementing this. Pure types, no secrets: importable anywhere.

export interface SmsMessage {
  /**
   * A Turkish mobile number: '05xxxxxxxxx' as the app stores it, or its 10 digits '5xxxxxxxxx'
   * (features/sms/rules toProviderNumber). A provider refuses anything else without sending.
   */
  to: string;
  text: string;
  /** Send with Turkish characters (ç ğ ı İ ö ş ü) kept, at the cost of shorter SMS parts. */
  turkish: boolean;
}

/**
 * What a send attempt came to. `retry` tells the outbox whether the same message may be tried
 * again later: true for timeouts, network errors, 5xx and rate limits; false when trying again
 * cannot help (wrong credentials, an undefined sender title, an invalid number, a text problem).
 */
export type SmsSendResult =
  | { ok: true; providerId: string }
  | {
      ok: false;
      retry: boolean;
      /** The provider's own code ('30'), or ours for what happened before an answer ('timeout'). */
      code: string;
      /** Turkish, for the operator; never holds a credential. */
      error: string;
    };

export interface SmsDeliveryReport {
  providerId: string;
  /** 'pending' until the provider knows; 'failed' is final (the number, the operator, a filter). */
  status: 'pending' | 'delivered' | 'failed';
  /** Turkish, for the operator: what the provider said about this message. */
  detail: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsSendResult>;
  /**
   * One report per id asked for, in the same order. An id the provider does not know (yet)
   * comes back 'pending'. Throws SmsReportError when the query itself failed: that is not news
   * about any message, and the caller asks again on its next round.
   */
  report(providerIds: string[]): Promise<SmsDeliveryReport[]>;
}

/** The report query failed as a whole (credentials, rate limit, timeout…). */
export class SmsReportError extends Error {
  constructor(
    readonly code: string,
    readonly retry: boolean,
    /** Turkish, for the operator. */
    message: string,
  ) {
    super(message);
    this.name = 'SmsReportError';
  }
}
