export declare const pgliteSeedFile: string;
export declare function pgliteSeedFor(dataDir: string, seedFile?: string): Promise<Blob | undefined>;
