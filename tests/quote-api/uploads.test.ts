import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { GET as presign } from '@/app/api/quote-service/public/v1/presigned-urls/route';
import { GET as download, PUT } from '@/app/api/uploads/[key]/route';
import { productApiLimits } from '@/lib/product-api';
import { pdfBytes, setTemporaryDataDir } from '@/tests/helpers/quotes';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';

const dataDir = setTemporaryDataDir();
freshRateLimitsEachTest();

/** Each call comes from its own address unless told, so the per-address limit stays out of the way. */
async function presignFor(fileName: string, fileType: string, address = nextVisitorAddress()): Promise<Response> {
  const query = new URLSearchParams({ fileName, fileType });
  return presign(
    new Request(`http://localhost:3000/api/quote-service/public/v1/presigned-urls?${query}`, {
      headers: { 'x-forwarded-for': address },
    }),
    undefined,
  );
}

async function uploadUrl(fileName = 'logo.pdf', fileType = 'application/pdf'): Promise<URL> {
  const { uploadURL } = await (await presignFor(fileName, fileType)).json();
  return new URL(uploadURL);
}

function put(url: URL, body: Buffer, contentType = url.searchParams.get('type') ?? 'application/pdf') {
  const key = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  const request = new Request(url, {
    method: 'PUT',
    headers: { 'content-type': contentType, origin: 'http://localhost:3000', host: 'localhost:3000' },
    body: new Uint8Array(body),
  });
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
    expect(readdirSync(path.join(dataDir, 'uploads'))).toEqual([key]);
    const response = await download(new Request(url.origin + url.pathname), {
      params: Promise.resolve({ key }),
    });
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(Number(response.headers.get('content-length'))).toBe(52_428_800);
    await response.body?.cancel();
  });

  it('refuses one byte more than 50 MB with 413 and keeps nothing', async () => {
    const url = await uploadUrl('big.pdf');
    const response = await put(url, pdfBytes(52_428_801));
    expect(response.status).toBe(413);
    const key = url.pathname.split('/').pop()!;
    expect(readdirSync(path.join(dataDir, 'uploads')).some((name) => name.startsWith(key))).toBe(false);
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
