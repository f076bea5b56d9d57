import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { writePsdBuffer } from 'ag-psd';
import PDFDocument from 'pdfkit';
import { pngOf, pngOfPixels } from '@/tests/helpers/artwork-files';
import { circle, paintedImage, starWithHole } from '@/tests/helpers/cut-line-images';
import { QuoteWizardPage } from './quote-wizard-page';
import { DESKTOP, fitsEveryWidth, MOBILE } from './support/screens';

/** The wizard with a die-cut sticker of `size` and 100 pieces chosen, ready for artwork. */
async function wizardAt(page: Page, size: string): Promise<QuoteWizardPage> {
  const wizard = new QuoteWizardPage(page);
  await wizard.open();
  await page.waitForLoadState('networkidle');
  await wizard.configure({ size });
  await wizard.chooseQuantity('100');
  return wizard;
}

/** A screenshot of the preview's figure at a phone's width and a laptop's, to look at. */
async function figureAtEveryWidth(page: Page, preview: Locator, testInfo: TestInfo, name: string) {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page
      .locator('figure', { has: preview })
      .screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`) });
  }
}

test('a transparent PNG shows as a die-cut sticker with its cut line, which a wider border moves outward', async ({
  page,
}, testInfo) => {
  const wizard = await wizardAt(page, '3" x 3"');
  await wizard.uploadFile({
    name: 'star.png',
    mimeType: 'image/png',
    buffer: pngOfPixels(paintedImage(600, starWithHole)),
  });

  const preview = page.getByRole('img', { name: /^Die-cut: / });
  await expect(preview).toHaveAccessibleName(/^Die-cut: your design at 3 × 3 in with a 1\/8 in white border/);
  const cutLine = page.getByTestId('cut-line').locator('path');
  const narrow = await cutLine.boundingBox();

  await page.getByRole('combobox', { name: 'White border' }).selectOption({ label: '1/4 in' });
  await expect(preview).toHaveAccessibleName(/with a 1\/4 in white border/);
  const wide = await cutLine.boundingBox();
  // 1/8 in more on each side: the drawing shows about 100 px to the inch.
  expect(wide!.width - narrow!.width).toBeGreaterThan(10);
  expect(wide!.x).toBeLessThan(narrow!.x);
  expect(wide!.y).toBeLessThan(narrow!.y);

  await page.getByLabel('Show bleed and safe zone').check();
  await expect(page.getByText(/Blue dots: the bleed/)).toBeVisible();
  await fitsEveryWidth(page, testInfo, 'die-cut-preview');
  // The preview itself, big enough to look at.
  await figureAtEveryWidth(page, preview, testInfo, 'die-cut-figure');
});

test('an image without transparency is cut as a rounded rectangle; a round sticker shows a circle', async ({
  page,
}, testInfo) => {
  const wizard = await wizardAt(page, '3" x 2"');
  await wizard.uploadFile({ name: 'photo.png', mimeType: 'image/png', buffer: pngOf(300, 200) });
  await expect(
    page.getByRole('img', { name: /no transparent background, so it is cut as a rounded rectangle/ }),
  ).toBeVisible();

  await wizard.radio('Circular and Oval').check();
  const circle = page.getByRole('img', { name: /^Your design on a 3 × 2 in circle or oval/ });
  await expect(circle).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'White border' })).toBeHidden();
  await page.getByLabel('Show bleed and safe zone').check();
  await page.setViewportSize(MOBILE);
  await page
    .locator('figure', { has: circle })
    .screenshot({ path: testInfo.outputPath('oval-figure-390.png') });
});

/**
 * A 10 × 10 in PDF page (3000 × 3000 px at 300 ppi) with no background: a red disc 6.67 in
 * across in its middle, and a word in a standard font across it.
 */
function discPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: [720, 720], margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.circle(360, 360, 240).fill('#e11d48');
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(96).text('DISC', 240, 310);
  doc.end();
  return done;
}

test('a PDF with no background shows as a die-cut sticker cut around its ink; one pdf.js cannot open shows no preview', async ({
  page,
}, testInfo) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const wizard = await wizardAt(page, '3" x 3"');

  const chosen = Date.now();
  await wizard.uploadFile({ name: 'disc.pdf', mimeType: 'application/pdf', buffer: await discPdf() });
  // The disc fills two thirds of the 3 in design: 2 in, and the 1/8 in border on each side.
  const preview = page.getByRole('img', {
    name: /^Die-cut: your design at 3 × 3 in with a 1\/8 in white border, 2\.2\d × 2\.2\d in overall\. The dashed magenta line is where it is cut\.$/,
  });
  await expect(preview).toBeVisible();
  await expect(page.getByTestId('cut-line').locator('path')).toBeVisible();
  const firstPreviewMs = Date.now() - chosen;
  testInfo.annotations.push({
    type: 'time to the first preview of a 3000 px PDF page',
    description: `${firstPreviewMs} ms`,
  });

  await figureAtEveryWidth(page, preview, testInfo, 'pdf-die-cut-figure');
  await fitsEveryWidth(page, testInfo, 'pdf-die-cut-preview');
  expect(refused).toEqual([]);

  await wizard.uploadFile({
    name: 'broken.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\nnot a PDF after all\n%%EOF\n'),
  });
  await expect(page.getByText('Selected: broken.pdf')).toBeVisible();
  await expect(
    page.getByText('Preview after upload: we draw this file as your product on the proof we send you.'),
  ).toBeVisible();
  await expect(preview).toBeHidden();

  // Again, with pdf.js and its worker loaded: what each further PDF costs.
  const again = Date.now();
  await wizard.uploadFile({ name: 'disc-again.pdf', mimeType: 'application/pdf', buffer: await discPdf() });
  await expect(preview).toBeVisible();
  testInfo.annotations.push({
    type: 'time to the preview of a further PDF, pdf.js loaded',
    description: `${Date.now() - again} ms`,
  });
});

test('a Photoshop file shows its composite as a die-cut sticker cut around it', async ({
  page,
}, testInfo) => {
  const wizard = await wizardAt(page, '3" x 3"');
  // A disc two thirds across a transparent 600 px document, as its one layer and its composite.
  const disc = paintedImage(600, circle(0.5, 0.5, 1 / 3));
  const pixels = { width: 600, height: 600, data: new Uint8ClampedArray(disc.data) };
  await wizard.uploadFile({
    name: 'disc.psd',
    mimeType: 'image/vnd.adobe.photoshop',
    buffer: writePsdBuffer({
      width: 600,
      height: 600,
      imageData: pixels,
      children: [{ name: 'Disc', imageData: pixels }],
    }),
  });

  const preview = page.getByRole('img', {
    name: /^Die-cut: your design at 3 × 3 in with a 1\/8 in white border, 2\.2\d × 2\.2\d in overall\. The dashed magenta line is where it is cut\.$/,
  });
  await expect(preview).toBeVisible();
  await figureAtEveryWidth(page, preview, testInfo, 'psd-die-cut-figure');
});
