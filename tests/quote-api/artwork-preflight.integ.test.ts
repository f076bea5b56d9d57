import { eq } from 'drizzle-orm';
import { POST } from '@/app/api/quote-service/public/v1/quotes/route';
import { site } from '@/content/site';
import { PREFLIGHT_HEAD_BYTES } from '@/lib/artwork-preflight';
import { getDatabase, tables } from '@/lib/db/server';
import { listOutbox, shopInboxAddress } from '@/lib/messaging/server';
import { pdfOf, pngOf } from '@/tests/helpers/artwork-files';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { uploadToLocalStore } from '@/tests/helpers/local-upload';
import { quoteBody } from '@/tests/helpers/quotes';
import { freshRateLimitsEachTest, nextVisitorAddress } from '@/tests/helpers/rate-limits';

freshRateLimitsEachTest();

/** Submits a 4 x 4 in quote; answers the stored row and the shop's e-mail about it. */
async function submitQuote(overrides: Record<string, unknown>) {
  const response = await POST(
    jsonRequest(
      '/api/quote-service/public/v1/quotes',
      quoteBody({ size: { width: 4, height: 4 }, ...overrides }),
      {
        headers: {
          'x-forwarded-for': nextVisitorAddress(),
          'Idempotency-Key': `preflight-${crypto.randomUUID()}`,
        },
      },
    ),
    undefined,
  );
  expect(response.status).toBe(201);
  const { quoteNumber } = await response.json();
  const { db } = await getDatabase();
  const [row] = await db.select().from(tables.quotes).where(eq(tables.quotes.number, quoteNumber));
  const notices = await listOutbox({ recipient: shopInboxAddress(site.email), limit: 1000 });
  const notice = notices.find((message) => message.subject?.startsWith(`New quote ${quoteNumber} `));
  return { row: row!, notice: notice?.body ?? '' };
}

const withArtwork = async (body: Buffer, file: { fileName: string; fileType: string }) => ({
  uploadOption: 'upload',
  uploadedFileUrl: await uploadToLocalStore(body, file),
});
const png = { fileName: 'logo.png', fileType: 'image/png' };
const pdf = { fileName: 'logo.pdf', fileType: 'application/pdf' };

describeWithDatabase('artwork checked again on the server (built-in storage)', () => {
  it('stores a strong warning for a 72 DPI image at 4 x 4 in and tells the shop', async () => {
    const { row, notice } = await submitQuote(await withArtwork(pngOf(288, 288), png));
    expect(row.artworkPreflight).toMatchObject({
      status: 'strong-warning',
      facts: { kind: 'raster', widthPx: 288, heightPx: 288, effectiveDpi: 72 },
    });
    expect(notice).toMatch(
      /^Artwork check: Likely to print poorly\. Your image is 288 x 288 pixels: 72 DPI at 4 x 4 in\./m,
    );
    expect(notice).toMatch(/^Estimated: Ready by \w{3}, \w{3} \d{1,2} \(/m);
  });

  it('passes a PDF of the size plus bleed, and warns about one without bleed', async () => {
    const good = await submitQuote(await withArtwork(pdfOf(306, 306), pdf));
    expect(good.row.artworkPreflight?.status).toBe('ok');
    const bare = await submitQuote(await withArtwork(pdfOf(288, 288), pdf));
    expect(bare.row.artworkPreflight?.status).toBe('warning');
    expect(bare.notice).toContain('It has no bleed');
  });

  it('still takes a quote whose file cannot be read: "Could not be checked", never an error', async () => {
    const broken = Buffer.concat([pngOf(10, 10).subarray(0, 8), Buffer.from('not really a png')]);
    const { row, notice } = await submitQuote(await withArtwork(broken, png));
    expect(row.artworkPreflight?.status).toBe('unchecked');
    expect(notice).toContain('Artwork check: Could not be checked.');
  });

  it('reads only the start of the file: a page size past the first bytes is not seen', async () => {
    const padded = Buffer.concat([
      Buffer.from('%PDF-1.4\n%'),
      Buffer.alloc(PREFLIGHT_HEAD_BYTES, 0x20),
      pdfOf(306, 306),
    ]);
    const { row } = await submitQuote(await withArtwork(padded, pdf));
    expect(row.artworkPreflight?.status).toBe('unchecked');
  });

  it('stores no check and says none for a quote without artwork', async () => {
    const { row, notice } = await submitQuote({});
    expect(row.artworkPreflight).toBeNull();
    expect(notice).not.toContain('Artwork check');
  });
});
