import type { IncomingMessage, ServerResponse } from 'node:http';

export const KEPT_BYTES_LIMIT: number;
export function compress(req: IncomingMessage, res: ServerResponse, next: () => void): void;
export function keptSize(): { pages: number; bytes: number };
