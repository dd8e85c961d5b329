// A part of a whole as a percentage (occupancy, the appointments' rates), one rule for the screen
// and the CSV: 0 when there is no whole. Pure.
export function shareOf(part: number, whole: number, decimals = 0): number {
  if (whole <= 0) return 0;
  const scale = 10 ** decimals;
  return Math.round((part * 100 * scale) / whole) / scale;
}
