export const REQUIRED_FIELDS: string[];
export function requiredFieldReason(field: string): string;
export function tokenFor(fields: Record<string, string>, key: string, salt: string): string;
export function notificationHashFor(oid: string, status: string, totalAmount: string, key: string, salt: string): string;
export function validateTokenRequest(fields: Record<string, string>, merchants: { id: string; key: string; salt: string }[]):
  { reason: string; merchant?: undefined } | { reason?: undefined; merchant: { id: string; key: string; salt: string } };
export const FAILED_REASONS: Record<number, string>;
