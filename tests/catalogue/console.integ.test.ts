import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { POST as identity } from '@/app/api/identity/route';
import {
  deletePhotoAction,
  mainPhotoAction,
  saveProductContentAction,
  uploadPhotoAction,
} from '@/app/admin/catalogue/actions';
import { GET as photoRoute } from '@/app/photos/[name]/route';
import { idleForm } from '@/components/admin/form-state';
import { categories } from '@/content/catalogue';
import { productSpecs } from '@/content/product-specs';
import { findCategoryProduct, productSpecsOf } from '@/lib/catalogue';
import { getDatabase, tables } from '@/lib/db/server';
import {
  addProductPhoto,
  changePhotoAlt,
  deleteProductPhoto,
  listCatalogueForStaff,
  makeMainPhoto,
  MAX_PHOTO_BYTES,
  photoMessages,
  productContentSchema,
  productForStaff,
  readCatalogue,
  saveProductContent,
  staleEditMessage,
} from '@/lib/product-content/server';
import { currentRevisions } from '@/lib/site-cache/server';
import { amplifyCookies } from '@/tests/helpers/amplify-cookies';
import { pngClaiming, pngOf } from '@/tests/helpers/artwork-files';
import { describeWithDatabase } from '@/tests/helpers/database';
import { formData } from '@/tests/helpers/form-data';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { testDataDir } from '@/tests/helpers/quotes';
import { accessRefusal, refusal } from '@/tests/helpers/refusals';
import { sendCookieHeader } from '@/tests/helpers/request-context';

/*
 * Issue 31 §3: staff edit a product's content and photos in the console; the pages read the
 * catalogue with those edits over the seed. Photos are converted once, at upload, by sharp.
 */
const boss = newPerson('catalogue-boss');
process.env.STAFF_EMAILS = boss.email;
const dataDir = testDataDir();
const photoDir = path.join(dataDir, 'uploads', 'photos');

jest.mock('next/headers', () => jest.requireActual('@/tests/helpers/request-context').nextHeaders);
const mockExpiredTags: string[] = [];
jest.mock('next/cache', () => ({
  revalidatePath: () => undefined,
  revalidateTag: (tag: string) => void mockExpiredTags.push(tag),
}));

const PRODUCT = 'chrome-stickers';
const seed = findCategoryProduct('stickers', PRODUCT, categories)!.product;

/** The product form as the browser posts it: the product's seed with `overrides`. */
const form = (overrides: Record<string, string> = {}) => ({
  product: PRODUCT,
  version: '0',
  name: seed.name,
  description: seed.description,
  alt: seed.alt,
  ...overrides,
});

const problems = (raw: Record<string, string>) => {
  const parsed = productContentSchema.safeParse(raw);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

/** A JPEG from a camera held sideways, carrying its make and where it was taken. */
const cameraJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '33/1 36/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '117/1 52/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const storedFiles = (photoId: string) =>
  existsSync(photoDir)
    ? readdirSync(photoDir)
        .filter((name) => name.startsWith(photoId))
        .sort()
    : [];

const photoRequest = (name: string) =>
  photoRoute(new Request(`http://localhost:3000/photos/${name}`), { params: Promise.resolve({ name }) });

describe('the console product form', () => {
  it('reads every field: numbers, boxes, and a description typed on several lines as one paragraph', () => {
    expect(productContentSchema.parse(form({ description: 'Shiny.\r\nMirror-like.', isNew: 'on' }))).toEqual({
      product: PRODUCT,
      version: 0,
      name: seed.name,
      description: 'Shiny. Mirror-like.',
      alt: seed.alt,
      isNew: true,
      // Specs not posted, or left empty, keep the shop's standard wording.
      material: null,
      adhesive: null,
      finish: null,
      outdoorLife: null,
    });
    expect(
      productContentSchema.parse(form({ material: '  Mirror chrome vinyl ', finish: '' })),
    ).toMatchObject({
      material: 'Mirror chrome vinyl',
      finish: null,
    });
  });

  it.each([
    ['name', { name: '   ' }, 'Please enter a name.'],
    ['name', { name: 'N'.repeat(81) }, 'The name must be at most 80 characters.'],
    ['description', { description: 'D'.repeat(401) }, 'The description must be at most 400 characters.'],
    ['alt', { alt: '' }, 'Please describe the picture for people who cannot see it.'],
    ['product', { product: '../etc' }, 'No such product.'],
    ['outdoorLife', { outdoorLife: 'O'.repeat(201) }, 'The outdoor life must be at most 200 characters.'],
  ])('refuses a bad %s naming it', (field, overrides, message) => {
    expect(problems(form(overrides))).toMatchObject({ [field]: message });
  });
});

describeWithDatabase('product content over the seed', (database) => {
  const catalogueRevision = async () => (await currentRevisions(database().db)).get('catalogue') ?? 0;
  const shown = async (id: string) =>
    (await readCatalogue(database().db)).flatMap((category) => category.products).find((p) => p.id === id)!;

  it('shows the seed until staff save, then their content; who and when are kept; the pages are refreshed', async () => {
    expect(await shown(PRODUCT)).toEqual(seed);
    const before = await catalogueRevision();
    // An unticked box is not posted at all.
    const saved = await saveProductContent(
      productContentSchema.parse(form({ name: 'Mirror Chrome Stickers' })),
      'boss@example.com',
    );
    expect(saved).toMatchObject({ version: 1, updatedBy: 'boss@example.com' });
    expect(await catalogueRevision()).toBe(before + 1);
    expect(await shown(PRODUCT)).toEqual({
      ...seed,
      name: 'Mirror Chrome Stickers',
      isNew: false,
    });
    // Every other product still shows its seed.
    expect(await shown('die-cut-stickers')).toEqual(
      findCategoryProduct('stickers', 'die-cut-stickers', categories)!.product,
    );
    const listed = (await listCatalogueForStaff()).find((group) => group.category.id === 'stickers')!;
    expect(listed.products.find((row) => row.product.id === PRODUCT)).toMatchObject({
      product: { name: 'Mirror Chrome Stickers' },
      edit: { updatedBy: 'boss@example.com' },
      photoCount: 0,
    });
  });

  it('shows staff wording of a spec over the standard text, and the standard text again once emptied', async () => {
    const id = 'glitter-stickers';
    const glitter = findCategoryProduct('stickers', id, categories)!.product;
    const glitterForm = form({
      product: id,
      name: glitter.name,
      description: glitter.description,
      alt: glitter.alt,
      material: 'Chunky glitter vinyl',
    });
    await saveProductContent(productContentSchema.parse(glitterForm), 'boss@example.com');
    expect((await shown(id)).specs).toEqual({ material: 'Chunky glitter vinyl' });
    expect(productSpecsOf(await shown(id))).toEqual({
      ...productSpecs[id],
      material: 'Chunky glitter vinyl',
    });

    await saveProductContent(
      productContentSchema.parse({ ...glitterForm, version: '1', material: '' }),
      'boss@example.com',
    );
    expect((await shown(id)).specs).toBeUndefined();
    expect(productSpecsOf(await shown(id))).toEqual(productSpecs[id]);
  });

  it('refuses a save from a form opened before someone else saved, keeping their change', async () => {
    const product = 'clear-stickers';
    const opened = { product, version: '0', name: 'First' };
    await saveProductContent(productContentSchema.parse(form(opened)), 'first@example.com');
    const stale = await refusal(
      saveProductContent(
        productContentSchema.parse(form({ ...opened, name: 'Second' })),
        'second@example.com',
      ),
    );
    expect(stale).toMatchObject({ message: staleEditMessage, details: { field: 'version' } });
    const next = await saveProductContent(
      productContentSchema.parse(form({ product, version: '1', name: 'Third' })),
      'third@example.com',
    );
    expect(next.version).toBe(2);
    await expect(
      saveProductContent(
        productContentSchema.parse(form({ product, version: '1', name: 'Late' })),
        'x@example.com',
      ),
    ).rejects.toMatchObject({ message: staleEditMessage });
    expect((await shown(product)).name).toBe('Third');
  });

  it('converts a camera JPEG upright to AVIF and WebP at the pages’ widths, with no metadata left', async () => {
    const before = await catalogueRevision();
    // 2000 × 1500 taken sideways: upright it is 1500 × 2000, and at most 1280 on its long side.
    const photo = await addProductPhoto(
      { product: 'embossed-stickers', alt: 'Embossed stickers on a kraft box' },
      await cameraJpeg(2000, 1500),
      'boss@example.com',
    );
    expect(photo).toMatchObject({ width: 960, height: 1280, widths: [320, 640, 960], main: true });
    expect(await catalogueRevision()).toBe(before + 1);
    expect(storedFiles(photo.id)).toEqual(
      [320, 640, 960].flatMap((width) => [`${photo.id}-${width}.avif`, `${photo.id}-${width}.webp`]).sort(),
    );
    for (const name of storedFiles(photo.id)) {
      const bytes = await sharp(path.join(photoDir, name)).toBuffer();
      const metadata = await sharp(path.join(photoDir, name)).metadata();
      const width = Number(/-(\d+)\./.exec(name)![1]);
      expect([name, metadata.format, metadata.width, metadata.height]).toEqual([
        name,
        name.endsWith('.avif') ? 'heif' : 'webp',
        width,
        Math.round((width * 4) / 3),
      ]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.includes('SecretCam')).toBe(false);
    }
    expect((await shown('embossed-stickers')).photo).toEqual({
      id: photo.id,
      alt: 'Embossed stickers on a kraft box',
      width: 960,
      height: 1280,
      widths: [320, 640, 960],
    });
  });

  it('never enlarges a small photo: a 500 px PNG is stored at 320 and 500', async () => {
    const photo = await addProductPhoto(
      { product: 'gold-foil-stickers', alt: 'Gold foil' },
      pngOf(500, 400),
      'boss@example.com',
    );
    expect(photo).toMatchObject({ width: 500, height: 400, widths: [320, 500] });
    expect(storedFiles(photo.id)).toHaveLength(4);
  });

  it.each([
    ['a text file named .jpg', () => Buffer.from('Not a photo at all, just words.\n'), photoMessages.type],
    ['a PDF', () => Buffer.from('%PDF-1.4\n%%EOF\n'), photoMessages.type],
    ['a truncated JPEG', async () => (await cameraJpeg(800, 600)).subarray(0, 900), photoMessages.unreadable],
    ['a PNG claiming 10,000 × 10,000 pixels', () => pngClaiming(10_000, 10_000), photoMessages.tooManyPixels],
    ['an empty file', () => Buffer.alloc(0), photoMessages.missing],
    ['a file over 10 MB', () => Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff), photoMessages.tooLarge],
  ])('refuses %s with its message, storing nothing', async (_label, bytes, message) => {
    const filesBefore = existsSync(photoDir) ? readdirSync(photoDir).length : 0;
    const refused = await refusal(
      addProductPhoto({ product: 'qr-code-stickers', alt: 'QR code' }, await bytes(), 'boss@example.com'),
    );
    expect([refused.message, refused.details.field]).toEqual([message, 'photo']);
    expect(existsSync(photoDir) ? readdirSync(photoDir).length : 0).toBe(filesBefore);
    expect((await productForStaff('qr-code-stickers'))!.photos).toEqual([]);
  });

  it('lets staff choose the main photo, and deleting one removes its files and hands the main role on', async () => {
    const product = 'transfer-stickers';
    const upload = (alt: string) => addProductPhoto({ product, alt }, pngOf(700, 525), 'boss@example.com');
    const first = await upload('First');
    const second = await upload('Second');
    expect([first.main, second.main]).toEqual([true, false]);
    await makeMainPhoto({ product, photo: second.id });
    await changePhotoAlt({ product, photo: second.id, alt: 'Transfer stickers on a window' });
    expect((await shown(product)).photo).toMatchObject({
      id: second.id,
      alt: 'Transfer stickers on a window',
    });
    // The gallery shows the other photos after the main one, oldest first.
    const third = await upload('Third');
    expect((await shown(product)).morePhotos?.map((photo) => photo.id)).toEqual([first.id, third.id]);
    await deleteProductPhoto({ product, photo: third.id });

    await deleteProductPhoto({ product, photo: second.id });
    expect((await shown(product)).morePhotos).toBeUndefined();
    expect(storedFiles(second.id)).toEqual([]);
    expect(storedFiles(first.id)).toHaveLength(6);
    expect((await shown(product)).photo?.id).toBe(first.id);
    await deleteProductPhoto({ product, photo: first.id });
    expect(storedFiles(first.id)).toEqual([]);
    expect((await shown(product)).photo).toBeUndefined();
    // A photo of another product cannot be reached through this one.
    const other = await addProductPhoto(
      { product: 'chrome-stickers', alt: 'Chrome' },
      pngOf(400, 300),
      'b@example.com',
    );
    await expect(deleteProductPhoto({ product, photo: other.id })).rejects.toMatchObject({
      message: photoMessages.noSuchPhoto,
    });
    expect(storedFiles(other.id)).toHaveLength(4);
  });

  it('serves a stored photo file with its type, cached for a year, and 404s anything else', async () => {
    const photo = await addProductPhoto(
      { product: 'shape-stickers', alt: 'Shapes' },
      pngOf(400, 300),
      'b@example.com',
    );
    const served = await photoRequest(`${photo.id}-320.avif`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/avif');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(
      await import('node:fs/promises').then((fs) => fs.readFile(path.join(photoDir, `${photo.id}-320.avif`))),
    );
    expect((await photoRequest(`${photo.id}-400.webp`)).headers.get('content-type')).toBe('image/webp');
    for (const name of [
      `${photo.id}-640.webp`,
      '00000000-0000-4000-8000-000000000000-320.webp',
      `..%2F${photo.id}-320.webp`,
      `../uploads/photos/${photo.id}-320.webp`,
      `..%2f..%2fdatabase`,
      `${photo.id}-320.webp%2F..`,
      `${photo.id}-320.png`,
    ]) {
      expect([name, (await photoRequest(name)).status]).toEqual([name, 404]);
    }
  });
});

describeWithDatabase('the catalogue console actions', () => {
  const driver = identityDriver(identity, () => '198.51.100.31');
  let staffCookies = '';
  let customerCookies = '';

  beforeAll(async () => {
    staffCookies = amplifyCookies(await driver.signedIn(boss));
    customerCookies = amplifyCookies(await driver.signedIn());
  });

  const photoForm = (fields: Record<string, string>, file: Buffer) => {
    const data = formData(fields);
    data.set('photo', new File([new Uint8Array(file)], 'van.png', { type: 'image/png' }));
    return data;
  };

  it('saves as the signed-in staff member and refreshes the catalogue pages of this instance', async () => {
    sendCookieHeader(staffCookies);
    mockExpiredTags.length = 0;
    const answer = await saveProductContentAction(
      idleForm,
      formData(form({ product: 'holographic-stickers', name: 'Rainbow Holographic Stickers' })),
    );
    expect(answer).toEqual({ status: 'ok', message: 'Rainbow Holographic Stickers saved.' });
    expect(mockExpiredTags).toEqual(['catalogue']);
    expect((await productForStaff('holographic-stickers'))!.edit?.updatedBy).toBe(boss.email);
  });

  it('names the field of a refused value and keeps what was typed', async () => {
    sendCookieHeader(staffCookies);
    const typed = form({ product: 'glitter-stickers', name: 'Glitter\u0000Stickers', alt: '' });
    const answer = await saveProductContentAction(idleForm, formData(typed));
    expect(answer).toMatchObject({
      status: 'error',
      errors: {
        name: 'This field must not contain control characters.',
        alt: 'Please describe the picture for people who cannot see it.',
      },
      values: { name: 'Glitter\u0000Stickers', alt: '' },
    });
    expect((await productForStaff('glitter-stickers'))!.edit).toBeUndefined();
  });

  it('uploads a photo from the form and refuses a renamed text file on the photo field', async () => {
    sendCookieHeader(staffCookies);
    const fields = { product: 'sticker-sheets', alt: 'A sheet of stickers' };
    expect(await uploadPhotoAction(idleForm, photoForm(fields, pngOf(640, 480)))).toEqual({
      status: 'ok',
      message: 'Photo added.',
    });
    expect(await uploadPhotoAction(idleForm, photoForm(fields, Buffer.from('hello')))).toMatchObject({
      status: 'error',
      errors: { photo: photoMessages.type },
    });
    expect(await uploadPhotoAction(idleForm, formData(fields))).toMatchObject({
      errors: { photo: photoMessages.missing },
    });
    expect((await productForStaff('sticker-sheets'))!.photos).toHaveLength(1);
  });

  it('refuses anyone but staff, changing nothing', async () => {
    const { db } = await getDatabase();
    const photo = await addProductPhoto(
      { product: 'die-cut-stickers', alt: 'Die cut' },
      pngOf(400, 300),
      'b@example.com',
    );
    const calls = [
      () =>
        saveProductContentAction(idleForm, formData(form({ product: 'die-cut-stickers', name: 'Hacked' }))),
      () =>
        uploadPhotoAction(idleForm, photoForm({ product: 'die-cut-stickers', alt: 'x' }, pngOf(400, 300))),
      () => mainPhotoAction(idleForm, formData({ product: 'die-cut-stickers', photo: photo.id })),
      () => deletePhotoAction(idleForm, formData({ product: 'die-cut-stickers', photo: photo.id })),
    ];
    for (const [cookies, refusedWith] of [
      ['', 'redirect /login?next=/admin'],
      [customerCookies, 'not found'],
    ] as const) {
      sendCookieHeader(cookies);
      for (const call of calls) expect(await accessRefusal(call)).toBe(refusedWith);
    }
    expect(
      await db
        .select()
        .from(tables.catalogueProducts)
        .then((rows) => rows.map((row) => row.name)),
    ).not.toContain('Hacked');
    expect((await productForStaff('die-cut-stickers'))!.photos.map((row) => row.id)).toEqual([photo.id]);
    expect(storedFiles(photo.id)).toHaveLength(4);
  });
});
