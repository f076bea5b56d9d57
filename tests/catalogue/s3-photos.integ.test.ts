import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { GET as photoRoute } from '@/app/photos/[name]/route';
import { addProductPhoto, deleteProductPhoto } from '@/lib/product-content/server';
import { pngOf } from '@/tests/helpers/artwork-files';
import { describeWithDatabase } from '@/tests/helpers/database';
import { startS3Server, type S3TestServer } from '@/tests/helpers/s3-server';

// Product photos in the deployment's bucket, as on a host without a writable disk (issue 31 §3).
const BUCKET = 'print-shop-photos';
let server: S3TestServer;
let admin: S3Client;

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

const inBucket = (name: string) =>
  admin.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `photos/${name}` })).then(
    () => true,
    () => false,
  );

describeWithDatabase('product photos in S3', () => {
  it('stores each converted file under photos/, serves it through the photo route, and deletes it with its photo', async () => {
    const product = 'car-magnets';
    const photo = await addProductPhoto(
      { product, alt: 'A magnet on a van door' },
      pngOf(700, 500),
      's@example.com',
    );
    const names = [320, 640, 700].flatMap((width) => [
      `${photo.id}-${width}.avif`,
      `${photo.id}-${width}.webp`,
    ]);
    for (const name of names) expect([name, await inBucket(name)]).toEqual([name, true]);

    const name = `${photo.id}-640.webp`;
    const served = await photoRoute(new Request(`http://localhost:3000/photos/${name}`), {
      params: Promise.resolve({ name }),
    });
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    const object = await admin.send(new GetObjectCommand({ Bucket: BUCKET, Key: `photos/${name}` }));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(
      Buffer.from(await object.Body!.transformToByteArray()),
    );

    await deleteProductPhoto({ product, photo: photo.id });
    for (const stored of names) expect([stored, await inBucket(stored)]).toEqual([stored, false]);
  });
});
