import type { PGlite } from '@electric-sql/pglite';

export declare const pgliteSeedFile: string;
export declare function migratedPglite(): Promise<PGlite>;
export declare function pgliteSeedFor(dataDir: string, seedFile?: string): Promise<Blob | undefined>;
