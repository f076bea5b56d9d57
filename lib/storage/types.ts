/** The artwork store seen by callers; local disk today, an S3 bucket later, same interface. */
export type ArtworkStorage = {
  /** A URL the browser PUTs the file to, bound to a server-chosen key, the content type and an expiry. */
  presignUpload(input: { fileName: string; fileType: string }): Promise<{ uploadURL: string }>;
  /** Whether `fileUrl` (an upload URL without its query) names a stored file of this store. */
  hasFile(fileUrl: string): Promise<boolean>;
  /**
   * Deletes the files stored more than `olderThanMs` ago that `inUse` does not claim, and
   * answers how many went. `inUse` gets file names (the last segment of a file's URL).
   */
  removeAbandoned(options: {
    olderThanMs: number;
    inUse: (fileNames: string[]) => Promise<Set<string>>;
  }): Promise<number>;
};
