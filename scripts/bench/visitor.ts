// The address of the bench's n-th visitor (10.0.0.0/8), sent as X-Forwarded-For to a server
// started with TRUSTED_PROXY_HOPS=1: the budgets on anonymous writes count per address, and the
// bench plays many visitors, not one script.
export function visitorAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
