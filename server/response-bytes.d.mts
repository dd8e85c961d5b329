import type { IncomingMessage } from 'node:http';

export function isRouterRequest(req: IncomingMessage): boolean;
export function toBuffer(chunk: unknown, encoding?: unknown): Buffer;
