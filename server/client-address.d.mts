export function resolveClientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, hops: number): string;
export function normalize(raw: string | undefined): string;
export const CLIENT_ADDRESS_HEADER: 'x-client-address';
