import type { IncomingMessage, ServerResponse } from 'node:http';

export const RECENT_PAGE_MS: number;
export function answerRecentPage(req: IncomingMessage, res: ServerResponse): boolean;
