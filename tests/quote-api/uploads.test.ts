import { scrypt } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { GET as presign } from '@/app/api/quote-service/public/v1/presigned-urls/route';
import { GET, PUT } from '@/app/api/uploads/[key]/route';
import { productApiLimits } from '@/lib/product-api/server';
import { artworkStorage, removePartialUploads } from '@/lib/storage/server';
import { pdfBytes, testDataDir } from '@/tests/helpers/quotes';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';

const dataDir = testDataDir();
freshRateLimitsEachTest();

/** Each call comes from its own address unless told, so the per-address limit stays out of the way. */
async function presignFor(
  fileName: string,
  fileType: string,
  address = nextVisitorAddress(),
  fileSize?: number,
): Promise<Response> {
  const query = new URLSearchParams({
    fileName,
    fileType,
    ...(fileSize ? { fileSize: String(fileSize) } : {}),
  });
  return presign(
    new Request(`http://localhost:3000/api/quote-service/public/v1/presigned-urls?${query}`, {
      headers: { 'x-forwarded-for': address },
    }),
    undefined,
  );
}

async function uploadUrl(
  fileName = 'logo.pdf',
  fileType = 'application/pdf',
  fileSize?: number,
): Promise<URL> {
  const { uploadURL } = await (await presignFor(fileName, fileType, nextVisitorAddress(), fileSize)).json();
  return new URL(uploadURL);
}

/** The stored files (what a crash leaves mid-upload sits apart, in .partial). */
const storedFiles = () => readdirSync(path.join(dataDir, 'uploads')).filter((name) => name !== '.partial');

/** A signed download link for the file an upload URL stored, as staff or the customer get it. */
async function downloadLink(url: URL): Promise<URL> {
  return new URL((await artworkStorage().downloadUrl(`${url.origin}${url.pathname}`))!);
}

function download(url: URL) {
  const key = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  return GET(new Request(url), { params: Promise.resolve({ key }) });
}

function put(
  url: URL,
  body: Buffer | ReadableStream<Uint8Array>,
  contentType = url.searchParams.get('type') ?? 'application/pdf',
) {
  const key = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  const request = new Request(url, {
    method: 'PUT',
    headers: { 'content-type': contentType, origin: 'http://localhost:3000', host: 'localhost:3000' },
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
    duplex: 'half',
  } as RequestInit);
  return PUT(request, { params: Promise.resolve({ key }) });
}

describe('artwork upload (built-in storage)', () => {
  it('presigns a URL on this site bound to a key, the type and an expiry', async () => {
    const url = await uploadUrl('My Logo (final).pdf');
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}-my-logo-final-.pdf$/);
    expect(Number(url.searchParams.get('expires')) * 1000).toBeGreaterThan(Date.now());
    expect(url.searchParams.get('type')).toBe('application/pdf');
  });

  it.each([
    [{ fileName: 'a.exe', fileType: 'application/x-msdownload' }, 'fileType'],
    [{ fileName: '', fileType: 'application/pdf' }, 'fileName'],
  ])('refuses to presign %j (422 naming %s)', async ({ fileName, fileType }, field) => {
    const response = await presignFor(fileName, fileType);
    expect(response.status).toBe(422);
    expect((await response.json()).validationErrors[0].location).toBe(field);
  });

  it('stores a file of exactly 50 MB on disk, outside public/, and serves it only as a download', async () => {
    const url = await uploadUrl();
    expect((await put(url, pdfBytes(52_428_800))).status).toBe(200);
    const key = url.pathname.split('/').pop()!;
    expect(storedFiles()).toEqual([key]);
    const response = await download(await downloadLink(url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="logo.pdf"');
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(Number(response.headers.get('content-length'))).toBe(52_428_800);
    await response.body?.cancel();
  });

  it('refuses one byte more than 50 MB with 413 and keeps nothing', async () => {
    const url = await uploadUrl('big.pdf');
    const response = await put(url, pdfBytes(52_428_801));
    expect(response.status).toBe(413);
    const key = url.pathname.split('/').pop()!;
    expect(
      readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).some((name) =>
        String(name).includes(key),
      ),
    ).toBe(false);
  });

  it('refuses a body whose first bytes do not match its type (415)', async () => {
    const url = await uploadUrl('fake.png', 'image/png');
    expect((await put(url, pdfBytes())).status).toBe(415);
  });

  it('refuses a content type other than the signed one (415)', async () => {
    const url = await uploadUrl();
    expect((await put(url, pdfBytes(), 'text/html')).status).toBe(415);
  });

  it('refuses a forged signature and a changed type (403)', async () => {
    const url = await uploadUrl();
    url.searchParams.set('signature', 'A'.repeat(43));
    expect((await put(url, pdfBytes())).status).toBe(403);
    const other = await uploadUrl();
    other.searchParams.set('type', 'image/png');
    expect((await put(other, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).status).toBe(
      403,
    );
  });

  it('refuses an expired URL (403)', async () => {
    const url = await uploadUrl();
    jest.useFakeTimers({
      now: Date.now() + 16 * 60 * 1000,
      doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'],
    });
    try {
      expect((await put(url, pdfBytes())).status).toBe(403);
    } finally {
      jest.useRealTimers();
    }
  });

  it('binds the size given at presign: another length is refused, that length is stored', async () => {
    const url = await uploadUrl('logo.pdf', 'application/pdf', 4096);
    expect(url.searchParams.get('size')).toBe('4096');
    expect((await put(url, pdfBytes(4097))).status).toBe(400);
    expect((await put(url, pdfBytes(4095))).status).toBe(400);
    const resized = new URL(url);
    resized.searchParams.set('size', '4097');
    expect((await put(resized, pdfBytes(4097))).status).toBe(403);
    expect((await put(url, pdfBytes(4096))).status).toBe(200);
  });

  it('refuses to presign a file over 50 MB with the spec message (422 naming fileSize)', async () => {
    const response = await presignFor('big.pdf', 'application/pdf', nextVisitorAddress(), 60 * 1024 * 1024);
    expect(response.status).toBe(422);
    expect((await response.json()).validationErrors).toEqual([
      { location: 'fileSize', clientMessage: 'File size should not exceed 50 MB. Current size: 60.00 MB.' },
    ]);
  });

  it('takes an upload URL once: a second PUT, even racing the first, is refused and the file stays', async () => {
    const url = await uploadUrl();
    const first = pdfBytes(2048);
    expect((await put(url, first)).status).toBe(200);
    const second = pdfBytes(2048);
    second.write('%PDF-1.7 replaced');
    expect((await put(url, second)).status).toBe(409);
    const key = url.pathname.split('/').pop()!;
    expect(readFileSync(path.join(dataDir, 'uploads', key)).equals(first)).toBe(true);

    const raced = await uploadUrl();
    const statuses = await Promise.all([put(raced, pdfBytes(300_000)), put(raced, pdfBytes(300_000))]).then(
      (responses) => responses.map((response) => response.status).sort(),
    );
    expect(statuses).toEqual([200, 409]);
  });

  it('leaves no partial file behind when uploads are refused mid-stream, however busy the disk', async () => {
    // A body refused on its first bytes ends the upload before the file it was written to has
    // finished opening: the cleanup must not run ahead of that open and leave the file behind.
    const urls = await Promise.all(
      Array.from({ length: 400 }, () => uploadUrl('art.pdf', 'application/pdf', 4096)),
    );
    // Work that keeps libuv's threads busy, as a loaded server's do, so file operations queue.
    const busyThreads = Array.from(
      { length: 16 },
      () => new Promise((resolve) => scrypt('x', 'y', 32, { N: 2 ** 14 }, resolve)),
    );
    const statuses = await Promise.all(urls.map((url) => put(url, Buffer.alloc(4096, 'not a PDF at all '))));
    await Promise.all(busyThreads);
    expect(new Set(statuses.map((response) => response.status))).toEqual(new Set([415]));
    expect(readdirSync(path.join(dataDir, 'uploads', '.partial'))).toEqual([]);
  });

  it('never serves an upload still arriving, and removes what a crash left half-written', async () => {
    const url = await uploadUrl();
    let sender!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (sender = controller) });
    sender.enqueue(new Uint8Array(pdfBytes(4096)));
    const arriving = put(url, body);
    const partialDir = path.join(dataDir, 'uploads', '.partial');
    const key = url.pathname.split('/').pop()!;
    const partialOf = () => readdirSync(partialDir).find((name) => name.startsWith(key));
    // Bounded by time, not event-loop turns: on a loaded machine the first bytes reach the disk
    // after more than a thousand turns (CI failed so once).
    for (const deadline = Date.now() + 10_000; !partialOf() && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(partialOf()).toBeDefined();
    expect((await download(await downloadLink(url))).status).toBe(404);
    sender.close();
    expect((await arriving).status).toBe(200);
    expect((await download(await downloadLink(url))).status).toBe(200);

    // A crash mid-upload leaves its partial file behind; the next start removes it.
    writeFileSync(path.join(partialDir, `${key}.0f8fad5b-d9cb-469f-a165-70867728950e.part`), '%PDF-1.4');
    expect(await removePartialUploads()).toBe(1);
    expect(readdirSync(partialDir)).toEqual([]);
  });

  it('serves a file only through a signed, unexpired download link (403 otherwise)', async () => {
    const url = await uploadUrl();
    expect((await put(url, pdfBytes())).status).toBe(200);
    const link = await downloadLink(url);
    const unsigned = new URL(link.origin + link.pathname);
    expect((await download(unsigned)).status).toBe(403);
    const tampered = new URL(link);
    tampered.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    expect((await download(tampered)).status).toBe(403);
    const otherFile = await uploadUrl();
    const borrowed = new URL(link);
    borrowed.pathname = otherFile.pathname;
    expect((await download(borrowed)).status).toBe(403);
    // The upload URL's own signature is no download link.
    expect((await download(url)).status).toBe(403);

    jest.useFakeTimers({
      now: Date.now() + 6 * 60 * 1000,
      doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'],
    });
    try {
      expect((await download(link)).status).toBe(403);
    } finally {
      jest.useRealTimers();
    }
    expect((await download(link)).status).toBe(200);
  });

  it('gives one address 40 upload URLs an hour, then 429; refused file types do not count', async () => {
    const address = '203.0.113.50';
    expect((await presignFor('a.exe', 'application/x-msdownload', address)).status).toBe(422);
    for (let count = 0; count < productApiLimits.uploads.limit; count += 1) {
      expect((await presignFor('logo.pdf', 'application/pdf', address)).status).toBe(200);
    }
    const refused = await presignFor('logo.pdf', 'application/pdf', address);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ statusCode: 429, code: 'TooManyRequests' });
    expect((await presignFor('logo.pdf', 'application/pdf', '203.0.113.51')).status).toBe(200);
  });

  it('never answers 5xx to 1,000 random presign queries or uploads', async () => {
    const url = await uploadUrl();
    await fc.assert(
      fc.asyncProperty(
        fc.string(),
        fc.string(),
        fc.uint8Array({ maxLength: 64 }),
        async (fileName, fileType, bytes) => {
          const presigned = await presignFor(fileName, fileType);
          const uploaded = await put(url, Buffer.from(bytes), fileType);
          return presigned.status < 500 && uploaded.status < 500;
        },
      ),
      { numRuns: 1000 },
    );
  });
});
