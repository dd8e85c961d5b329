export interface SmsDoubleOptions {
  port: number;
  usercode: string;
  password: string;
  /** Sender titles ("mesaj başlığı") defined on the account. */
  headers: string[];
  /** A message's report says 0 (waiting) this long after it was accepted, then 1 (delivered). Read at acceptance. */
  deliverAfterMs: number;
  /** Numbers whose reports say 3 (wrong number), in any of the forms 05…, 5…, 905…. */
  rejectedNumbers: string[];
}
/** 'timeout' | 'timeout-accepted' | '500' | a Netgsm code such as '30', '80', '85'. */
export type FailMode = string;
export interface ReceivedSms {
  jobid: string;
  /** As Netgsm got it: 10 digits. */
  no: string;
  msg: string;
  msgheader: string;
  encoding: unknown;
  turkish: boolean;
  iysfilter: string;
  referansID?: string;
  /** ISO time it was accepted. */
  at: string;
  /** ISO time its report turns from 0 (waiting) to 1 (delivered): `at` + deliverAfterMs then. */
  deliverAt: string;
  duplicate: boolean;
  /** Its report status now (0 waiting, 1 delivered, 3 wrong number, 13 duplicate…). */
  status: number;
}
export interface SmsDouble {
  url: string;
  options: SmsDoubleOptions;
  received(): ReceivedSms[];
  failNext(mode: FailMode | null, options?: { count?: number; endpoint?: 'send' | 'report' }): void;
  reject(number: string): void;
  setStatus(jobid: string, status: number): void;
  reset(): void;
  close(): Promise<void>;
}
export function optionsFromEnv(env?: Record<string, string | undefined>, argv?: string[]): SmsDoubleOptions;
export function startSmsDouble(options?: Partial<SmsDoubleOptions>): Promise<SmsDouble>;
