export interface SecurityHeaderOptions {
  /** PAYTR_API_BASE: the frame and the iframeResizer script come from its origin. */
  paytrBase: string;
  production: boolean;
}
export function contentSecurityPolicy(options: SecurityHeaderOptions): string;
export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[];
