export function builtFrameSources(manifest: unknown): string[] | null;
export function paytrBuildMismatch(manifest: unknown, env: Record<string, string | undefined>): string | null;
export function readRoutesManifest(distDir: string): unknown;
export function buildEnvMismatch(env: Record<string, string | undefined>, cwd?: string): string | null;
