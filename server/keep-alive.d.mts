import type { Server } from 'node:http';

export const KEEP_ALIVE_MS: number;
export function keepConnectionsAlive(server: Server): void;
