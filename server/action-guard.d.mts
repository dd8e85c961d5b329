import type { IncomingMessage, ServerResponse } from 'node:http';
export const BODY_LIMIT: number;
export const MAX_DEPTH: number;
export const MESSAGES: { foreignOrigin: string; tooLarge: string; malformed: string };
export function nestsDeeperThan(text: string, max: number): boolean;
export function actionBodyProblem(contentType: string | undefined, body: Buffer): string | null;
export function isForeignOrigin(headers: Record<string, string | string[] | undefined>): boolean;
export function guardServerAction(req: IncomingMessage, res: ServerResponse, next: (req: IncomingMessage) => void): void;
