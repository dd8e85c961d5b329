export const DESCRIPTIONS: Record<string, string>;
export const STATUS: {
  PENDING: 0; DELIVERED: 1; TIMED_OUT: 2; WRONG_NUMBER: 3; NOT_SENT: 4;
  OPERATOR_REJECTED: 11; SEND_ERROR: 12; DUPLICATE: 13;
  NO_CREDIT: 14; BLACKLISTED: 15; IYS_REJECTED: 16; IYS_ERROR: 17;
};
export const MAX_TEXT: { turkish: number; plain: number };
export function parseBasicAuth(header: string | undefined): { user: string; pass: string } | null;
export function netgsmDate(at: Date): string;
export function parseNetgsmDate(text: unknown): Date | null;
export function validateSend(body: unknown, account: { headers: string[] }):
  | { code: string }
  | { code?: undefined; messages: { no: string; msg: string }[]; msgheader: string; encoding: unknown; turkish: boolean; iysfilter: string; referansID?: string };
export function validateReport(body: unknown):
  | { code: string }
  | { code?: undefined; jobids?: string[]; start: Date; stop: Date; pagenumber: number; pagesize: number };
export function messageParts(msg: string, turkish: boolean): number;
export function operatorOf(no: string): number;
