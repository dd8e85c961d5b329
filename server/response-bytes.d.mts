import type { IncomingMessage, ServerResponse } from 'node:http';

export function isRouterRequest(req: IncomingMessage): boolean;
export function toBuffer(chunk: unknown, encoding?: unknown): Buffer;
export function isCachedPage(res: ServerResponse): boolean;
