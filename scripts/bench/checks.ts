// One measured figure against its target (issue 12), printed together at the end of a run.
export interface Check {
  name: string;
  value: number;
  target: string;
  ok: boolean;
}

export function printChecks(checks: Check[]): void {
  console.table(checks.map((c) => ({ check: c.name, value: Number(c.value.toFixed(2)), target: c.target, result: c.ok ? 'OK' : 'MISSED' })));
  const missed = checks.filter((c) => !c.ok).length;
  console.log(missed === 0 ? `All ${checks.length} targets met.` : `${missed} of ${checks.length} targets missed.`);
}
