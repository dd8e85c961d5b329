import type { Db } from '../connection';

/** The transaction every seed step runs in (the whole seed commits or rolls back at once). */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];
