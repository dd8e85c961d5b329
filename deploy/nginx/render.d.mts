export interface SalonNginxOptions {
  /** App servers as host:port. */
  upstreams: string[];
  listen?: string;
  cacheDir?: string;
  cacheMaxSize?: string;
  /** How long a public page is served from nginx's copy before it is fetched again. */
  microCacheSeconds?: number;
  accessLog?: string;
  maxFails?: number;
  failTimeoutSeconds?: number;
  /** More location blocks inside the server block (the bench's static file). */
  extraLocations?: string;
}
export const DEFAULTS: Required<Omit<SalonNginxOptions, 'upstreams' | 'extraLocations'>>;
export function renderSalonConfig(options: SalonNginxOptions): string;
export function renderStandaloneConfig(prefix: string, options: SalonNginxOptions & { workers?: number }): string;
