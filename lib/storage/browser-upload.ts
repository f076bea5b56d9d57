/**
 * The browser's side of an upload to the artwork store (client-safe): ask the server for an
 * upload URL, PUT the file to it (the store checks its type, size and first bytes), and answer
 * the stored file's URL (the upload URL without its signature) for the form to send on.
 */
export type PresignUpload = (input: {
  fileName: string;
  fileType: string;
  fileSize: number;
}) => Promise<{ uploadURL: string } | { error: string }>;

export async function uploadThroughStore(
  file: File,
  fileType: string,
  presign: PresignUpload,
): Promise<{ fileUrl: string } | { error: string }> {
  const grant = await presign({ fileName: file.name, fileType, fileSize: file.size });
  if ('error' in grant) return grant;
  const upload = await fetch(grant.uploadURL, {
    method: 'PUT',
    headers: { 'content-type': fileType },
    body: file,
  });
  if (!upload.ok) {
    const reason = (await upload.json().catch(() => undefined)) as { message?: string } | undefined;
    return { error: reason?.message ?? 'The upload failed. Please try again.' };
  }
  const stored = new URL(grant.uploadURL);
  return { fileUrl: `${stored.origin}${stored.pathname}` };
}
