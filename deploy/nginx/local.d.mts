import type { SalonNginxOptions } from './render.mjs';

export const NGINX_PATH: string;
export interface LocalNginx {
  url: string;
  /** The temporary folder holding its configuration, logs and cache (removed by stop()). */
  prefix: string;
  /** The access log's lines so far (format salon_upstream: cache= and upstream= fields). */
  accessLog(): string[];
  errorLog(): string;
  stop(): Promise<void>;
}
export function startNginx(options: Omit<SalonNginxOptions, 'listen'> & { workers?: number }): Promise<LocalNginx>;
