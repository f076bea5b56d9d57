/** What the presign request asks for: the file's name, its declared type and, optionally, its size. */
export type UploadRequest = { fileName: string; fileType: string; fileSize?: number };

/** The artwork store seen by callers: local disk or an S3 bucket, same interface. */
export type ArtworkStorage = {
  /**
   * A URL the browser PUTs the file to, once, bound to a server-chosen key, the content type,
   * the exact size when given (the S3 store requires it) and an expiry.
   */
  presignUpload(input: UploadRequest): Promise<{ uploadURL: string }>;
  /**
   * Takes up the uploaded file that `fileUrl` (an upload URL without its query) names, for a
   * quote: answers the reference to store with the quote, or `undefined` when this store holds
   * no such upload. Refuses (422 naming `uploadedFileUrl`) a file whose first bytes are not
   * artwork of its type. Taking the same file up again answers the same reference.
   */
  acceptUpload(fileUrl: string): Promise<string | undefined>;
  /**
   * Up to `maxBytes` from the start of the artwork a quote's reference names (a ranged read,
   * never the whole file), or `undefined` when there is no such file.
   */
  readStart(reference: string, maxBytes: number): Promise<Uint8Array | undefined>;
  /**
   * Stores a file the server made for a quote (an automatic proof and its picture) under a new
   * artwork name from `fileName`, and answers its reference, as `acceptUpload` does for uploads.
   */
  storeFile(fileName: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /**
   * Deletes the files the references name (an account's erasure); references this store does
   * not hold, and files already gone, are skipped, so a repeated erasure does no harm.
   */
  removeFiles(references: readonly string[]): Promise<void>;
  /** A short-lived link that downloads the artwork a quote's reference names, as an attachment. */
  downloadUrl(reference: string): Promise<string | undefined>;
  /**
   * Deletes the files stored more than `olderThanMs` ago that `inUse` does not claim, and
   * answers how many went. `inUse` gets file names (the last segment of a file's URL). A store
   * whose bucket expires untaken uploads by itself answers 0.
   */
  removeAbandoned(options: {
    olderThanMs: number;
    inUse: (fileNames: string[]) => Promise<Set<string>>;
  }): Promise<number>;
};

/**
 * Product photos (issue 31 §3), apart from artwork: written once under a unique name by the
 * console, read by the photo route, deleted with their photo. Names are checked here too
 * (photo-names.ts), so no caller can reach outside the photos.
 */
export type PhotoFiles = {
  putPhoto(name: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or undefined when there is no such photo file. */
  readPhoto(name: string): Promise<Buffer | undefined>;
  removePhotos(names: readonly string[]): Promise<void>;
};
