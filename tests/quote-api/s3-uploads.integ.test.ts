import { randomUUID } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GET as presign } from '@/app/api/quote-service/public/v1/presigned-urls/route';
import { POST } from '@/app/api/quote-service/public/v1/quotes/route';
import { GET as openArtworkLink } from '@/app/api/quotes/artwork/[token]/route';
import * as uploadRoute from '@/app/api/uploads/[key]/route';
import { site } from '@/content/site';
import { getDatabase, tables } from '@/lib/db/server';
import { listOutbox, shopInboxAddress } from '@/lib/messaging/server';
import { artworkDownloadUrl, removeAbandonedArtwork } from '@/lib/quotes/server';
import { artworkStorage } from '@/lib/storage/server';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { pdfOf, pngOf } from '@/tests/helpers/artwork-files';
import { pdfBytes, quoteBody } from '@/tests/helpers/quotes';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';
import { startS3Server, type S3TestServer } from '@/tests/helpers/s3-server';
import { eq } from 'drizzle-orm';

const BUCKET = 'print-shop-artwork';
let server: S3TestServer;
let admin: S3Client;

freshRateLimitsEachTest();

beforeAll(async () => {
  server = await startS3Server({ buckets: [BUCKET] });
  // Read once by config() on first use, and by the SDK's default credential chain.
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_REGION: server.region,
    S3_ENDPOINT: server.endpoint,
    AWS_ACCESS_KEY_ID: server.accessKeyId,
    AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
  });
  admin = server.client();
});

afterAll(async () => {
  admin?.destroy();
  await server?.stop();
});

function presignFor(query: Record<string, string>): Promise<Response> {
  return presign(
    new Request(
      `http://localhost:3000/api/quote-service/public/v1/presigned-urls?${new URLSearchParams(query)}`,
      {
        headers: { 'x-forwarded-for': nextVisitorAddress() },
      },
    ),
    undefined,
  );
}

async function uploadUrl(body: Buffer, fileName = 'logo.pdf', fileType = 'application/pdf'): Promise<URL> {
  const response = await presignFor({ fileName, fileType, fileSize: String(body.length) });
  expect(response.status).toBe(200);
  return new URL((await response.json()).uploadURL);
}

/** The browser's PUT: fetch sends the body's own length as Content-Length. */
const put = (url: URL, body: Buffer, contentType = 'application/pdf') =>
  fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(body) });

const withoutQuery = (url: URL) => `${url.origin}${url.pathname}`;

// A replay must come from the same customer: idempotency keys are scoped to the contact e-mail.
const submit = (
  uploadedFileUrl: string,
  key = `s3-${randomUUID()}`,
  contactEmail = `s3-${key}@example.com`,
) =>
  POST(
    jsonRequest(
      '/api/quote-service/public/v1/quotes',
      quoteBody({ uploadOption: 'upload', uploadedFileUrl, contactEmail }),
      { headers: { 'x-forwarded-for': nextVisitorAddress(), 'Idempotency-Key': key } },
    ),
    undefined,
  );

async function storedQuote(quoteNumber: string) {
  const { db } = await getDatabase();
  const [row] = await db.select().from(tables.quotes).where(eq(tables.quotes.number, quoteNumber));
  return row;
}

async function storedArtwork(quoteNumber: string): Promise<string | null> {
  return (await storedQuote(quoteNumber))?.uploadedFileUrl ?? null;
}

const exists = (key: string) =>
  admin.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
    () => true,
    () => false,
  );

describeWithDatabase('artwork in S3 (s3rver behind a SigV4-checking front)', () => {
  it("removes a quote's files when an account is erased, skipping others' keys and files already gone", async () => {
    const body = pdfBytes(2048);
    const url = await uploadUrl(body);
    expect((await put(url, body)).status).toBe(200);
    const reference = (await storedArtwork((await (await submit(withoutQuery(url))).json()).quoteNumber))!;
    const name = url.pathname.split('/').pop()!;
    expect(await exists(`artwork/${name}`)).toBe(true);

    await artworkStorage().removeFiles([reference, 'https://elsewhere.example/artwork/x.pdf']);
    expect(await exists(`artwork/${name}`)).toBe(false);
    // A repeated erasure finds nothing and does no harm.
    await artworkStorage().removeFiles([reference]);
  });

  it('presigns a PUT under incoming/ that signs the content type and the exact length', async () => {
    const url = await uploadUrl(pdfBytes(2048), 'My Logo.pdf');
    expect(url.origin).toBe(server.endpoint);
    expect(url.pathname).toMatch(new RegExp(`^/${BUCKET}/incoming/[0-9a-f-]{36}-my-logo.pdf$`));
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    // No checksum of an empty body that S3 would hold the file against.
    expect([...url.searchParams.keys()].some((name) => name.toLowerCase().includes('checksum'))).toBe(false);
  });

  it('takes an upload into a quote: ranged check, copy to artwork/, short-lived download', async () => {
    const body = pdfBytes(300_000);
    const url = await uploadUrl(body);
    expect((await put(url, body)).status).toBe(200);

    const response = await submit(withoutQuery(url));
    expect(response.status).toBe(201);
    const reference = await storedArtwork((await response.json()).quoteNumber);
    const name = url.pathname.split('/').pop()!;
    expect(reference).toBe(`${server.endpoint}/${BUCKET}/artwork/${name}`);
    expect(await exists(`artwork/${name}`)).toBe(true);

    const link = new URL((await artworkDownloadUrl({ uploadedFileUrl: reference }))!);
    expect(Number(link.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(600);
    const download = await fetch(link);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="logo.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(body)).toBe(true);

    // The download link is bound to its key and expires like any pre-signed URL.
    const other = new URL(link);
    other.pathname = other.pathname.replace('/artwork/', '/incoming/');
    expect((await fetch(other)).status).toBe(403);
    server.advanceClock(6 * 60 * 1000);
    try {
      expect((await fetch(link)).status).toBe(403);
    } finally {
      server.advanceClock(-6 * 60 * 1000);
    }
  });

  it('checks the quoted copy again with a ranged read and stores the result (3 x 2 in)', async () => {
    const letter = pdfOf(612, 792, 2);
    const pdfUrl = await uploadUrl(letter);
    expect((await put(pdfUrl, letter)).status).toBe(200);
    const pdfQuote = await storedQuote((await (await submit(withoutQuery(pdfUrl))).json()).quoteNumber);
    expect(pdfQuote?.artworkPreflight).toMatchObject({
      status: 'warning',
      facts: { kind: 'pdf', pageCount: 2, pageWidthIn: 8.5, pageHeightIn: 11 },
    });

    const photo = pngOf(900, 600);
    const pngUrl = await uploadUrl(photo, 'photo.png', 'image/png');
    expect((await put(pngUrl, photo, 'image/png')).status).toBe(200);
    const pngQuote = await storedQuote((await (await submit(withoutQuery(pngUrl))).json()).quoteNumber);
    expect(pngQuote?.artworkPreflight).toMatchObject({
      status: 'ok',
      facts: { kind: 'raster', widthPx: 900, heightPx: 600, effectiveDpi: 300 },
    });
  });

  it("links the shop's e-mail to the quoted copy: the link answers a fresh pre-signed download", async () => {
    const body = pdfBytes(20_000);
    body.write('%PDF-1.4 linked from the e-mail', 0);
    const url = await uploadUrl(body);
    expect((await put(url, body)).status).toBe(200);
    const { quoteNumber } = await (await submit(withoutQuery(url))).json();

    const notices = await listOutbox({ recipient: shopInboxAddress(site.email), limit: 1000 });
    const notice = notices.find((message) => message.subject?.startsWith(`New quote ${quoteNumber} `));
    const link = /^Artwork: (\S+)$/m.exec(notice?.body ?? '')?.[1];
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/quotes\/artwork\/[A-Za-z0-9_-]{22}$/);
    const token = link!.split('/').pop()!;
    const answer = await openArtworkLink(
      new Request(link!, { headers: { 'x-forwarded-for': nextVisitorAddress() } }),
      { params: Promise.resolve({ token }) },
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    const target = new URL(answer.headers.get('location')!);
    expect(target.origin).toBe(server.endpoint);
    expect(target.pathname).toBe(`/${BUCKET}/artwork/${url.pathname.split('/').pop()}`);
    const download = await fetch(target);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(body)).toBe(true);
  });

  it('keeps the quoted copy when the upload URL is used again, and a replayed quote gets the same file', async () => {
    const body = pdfBytes(4096);
    const url = await uploadUrl(body);
    expect((await put(url, body)).status).toBe(200);
    const key = `s3-replay-${Date.now()}`;
    const first = await (await submit(withoutQuery(url), key)).json();

    const replacement = pdfBytes(4096);
    replacement.write('%PDF-1.7 replaced', 0);
    expect((await put(url, replacement)).status).toBe(200);
    const replayed = await submit(withoutQuery(url), key);
    expect(replayed.status).toBe(200);
    expect((await replayed.json()).quoteNumber).toBe(first.quoteNumber);

    const name = url.pathname.split('/').pop()!;
    const stored = await admin.send(new GetObjectCommand({ Bucket: BUCKET, Key: `artwork/${name}` }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(body)).toBe(true);
  });

  it('the bucket refuses another content type, another size, a tampered signature or an expired URL (403)', async () => {
    const body = pdfBytes(2048);
    const url = await uploadUrl(body);
    expect((await put(url, body, 'image/png')).status).toBe(403);
    expect((await put(url, pdfBytes(2049))).status).toBe(403);
    expect((await put(url, pdfBytes(2047))).status).toBe(403);

    const tampered = new URL(url);
    const signature = tampered.searchParams.get('X-Amz-Signature')!;
    tampered.searchParams.set('X-Amz-Signature', `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`);
    const refused = await put(tampered, body);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('<Code>SignatureDoesNotMatch</Code>');

    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace('/incoming/', '/artwork/');
    expect((await put(otherKey, body)).status).toBe(403);

    server.advanceClock(16 * 60 * 1000);
    try {
      const expired = await put(url, body);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toContain('Request has expired');
    } finally {
      server.advanceClock(-16 * 60 * 1000);
    }
    expect(await exists(`incoming/${url.pathname.split('/').pop()}`)).toBe(false);
  });

  it('refuses at presign a file over 50 MB (spec message) or without its size (422 naming fileSize)', async () => {
    const tooLarge = await presignFor({
      fileName: 'big.pdf',
      fileType: 'application/pdf',
      fileSize: '52428801',
    });
    expect(tooLarge.status).toBe(422);
    expect((await tooLarge.json()).validationErrors).toEqual([
      { location: 'fileSize', clientMessage: 'File size should not exceed 50 MB. Current size: 50.00 MB.' },
    ]);
    for (const fileSize of ['0', '-1', '1e3', '12.5', 'abc', '9'.repeat(16)]) {
      const refused = await presignFor({ fileName: 'a.pdf', fileType: 'application/pdf', fileSize });
      expect(refused.status).toBe(422);
      expect((await refused.json()).validationErrors[0].location).toBe('fileSize');
    }
    const withoutSize = await presignFor({ fileName: 'a.pdf', fileType: 'application/pdf' });
    expect(withoutSize.status).toBe(422);
    expect((await withoutSize.json()).validationErrors[0].location).toBe('fileSize');
    expect(
      (await presignFor({ fileName: 'a.pdf', fileType: 'application/pdf', fileSize: '52428800' })).status,
    ).toBe(200);
  });

  it('refuses a quote whose upload never arrived, or names another bucket or host (422)', async () => {
    const url = await uploadUrl(pdfBytes());
    for (const fileUrl of [
      withoutQuery(url),
      withoutQuery(url).replace(`/${BUCKET}/`, '/other-bucket/'),
      withoutQuery(url).replace(server.endpoint, 'https://evil.example'),
      withoutQuery(url).replace('/incoming/', '/artwork/'),
    ]) {
      const response = await submit(fileUrl);
      expect(response.status).toBe(422);
      expect((await response.json()).validationErrors[0].location).toBe('uploadedFileUrl');
    }
  });

  it('refuses a file whose first bytes are not its type (an .exe renamed .png) and copies nothing', async () => {
    const exe = Buffer.alloc(4096, 0);
    exe.write('MZ\x90\x00', 0, 'latin1');
    const url = await uploadUrl(exe, 'cute-cat.png', 'image/png');
    // The bucket cannot look inside; the quote's ranged check does.
    expect((await put(url, exe, 'image/png')).status).toBe(200);
    const response = await submit(withoutQuery(url));
    expect(response.status).toBe(422);
    expect((await response.json()).validationErrors).toEqual([
      {
        location: 'uploadedFileUrl',
        clientMessage:
          "The file's contents do not match its type. Please upload a PDF, AI, EPS, SVG, PNG, JPEG, TIFF or PSD file.",
      },
    ]);
    expect(await exists(`artwork/${url.pathname.split('/').pop()}`)).toBe(false);
  });

  it('the test front checks header signatures too: a wrong secret key is refused', async () => {
    const intruder = new S3Client({
      region: server.region,
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: 'not-the-secret' },
    });
    await expect(
      intruder.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'incoming/x' })),
    ).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
    intruder.destroy();
  });

  it('turns the built-in upload route off: uploads go to the bucket (404)', async () => {
    const key = '0f8fad5b-d9cb-469f-a165-70867728950e-logo.pdf';
    const response = await uploadRoute.PUT(
      new Request(`http://localhost:3000/api/uploads/${key}`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/pdf',
          origin: 'http://localhost:3000',
          host: 'localhost:3000',
        },
        body: new Uint8Array(pdfBytes()),
      }),
      { params: Promise.resolve({ key }) },
    );
    expect(response.status).toBe(404);
  });

  it('leaves expiry of untaken uploads to the bucket: the sweep removes nothing', async () => {
    expect(await removeAbandonedArtwork()).toBe(0);
  });
});
