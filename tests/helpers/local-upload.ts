import { GET as presign } from '@/app/api/quote-service/public/v1/presigned-urls/route';
import { PUT } from '@/app/api/uploads/[key]/route';
import { nextVisitorAddress } from './rate-limits';

/** Uploads `body` as the wizard does (presign, then PUT to the built-in store); answers the file's URL. */
export async function uploadToLocalStore(
  body: Buffer,
  { fileName = 'Shop Logo.pdf', fileType = 'application/pdf' } = {},
): Promise<string> {
  const query = new URLSearchParams({ fileName, fileType, fileSize: String(body.length) });
  const presigned = await presign(
    new Request(`http://localhost:3000/api/quote-service/public/v1/presigned-urls?${query}`, {
      headers: { 'x-forwarded-for': nextVisitorAddress() },
    }),
    undefined,
  );
  const uploadURL = new URL((await presigned.json()).uploadURL);
  const key = uploadURL.pathname.split('/').pop()!;
  const put = new Request(uploadURL, {
    method: 'PUT',
    headers: { 'content-type': fileType, origin: 'http://localhost:3000', host: 'localhost:3000' },
    body: new Uint8Array(body),
  });
  const answer = await PUT(put, { params: Promise.resolve({ key }) });
  if (answer.status !== 200) throw new Error(`The upload answered ${answer.status}.`);
  return uploadURL.origin + uploadURL.pathname;
}
