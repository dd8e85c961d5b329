export function missingProductionEnv(env: Record<string, string | undefined>): string | null;
