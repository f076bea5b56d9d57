import type { Pool } from 'pg';

export declare const migrationsFolder: string;
export declare function applyPostgresMigrations(pool: Pool): Promise<void>;
