export type ScratchDatabase = {
  name: string;
  /** Its connection string. */
  url: string;
  /** Drops it once its connections have closed (forced after a brief wait). */
  drop: () => Promise<void>;
};

export declare function createScratchDatabase(prefix: string, adminUrl?: string): Promise<ScratchDatabase>;
