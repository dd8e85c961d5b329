// A different client address for every call: for tests of a write that are not about its
// budgets (platform/limits/budgets.ts), so that many writes look like many visitors.
let visitor = 0;

export function nextVisitorAddress(): string {
  visitor += 1;
  return `10.20.${Math.floor(visitor / 250) % 250}.${1 + (visitor % 250)}`;
}
