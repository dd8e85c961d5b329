export function testBuildEnv(env?: Record<string, string | undefined>): { PAYTR_API_BASE: string };
