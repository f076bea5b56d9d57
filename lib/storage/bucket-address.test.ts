import { browserConnectOrigins, parseEnv } from '@/lib/config/env';
import { s3Storage } from './s3';

// Presigning is computed locally, so the addresses can be checked without a bucket.
process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
process.env.AWS_SECRET_ACCESS_KEY = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';

/** The bucket origin the CSP allows, and where the store really sends the browser. */
async function addresses(env: Record<string, string>) {
  const config = parseEnv({ S3_REGION: 'us-west-2', ...env });
  if (config.storage.kind !== 's3') throw new Error('expected S3 storage');
  const { uploadURL } = await s3Storage(config.storage).presignUpload({
    fileName: 'logo.pdf',
    fileType: 'application/pdf',
    fileSize: 1000,
  });
  return { connect: browserConnectOrigins(config), upload: new URL(uploadURL) };
}

describe('the bucket address the browser uploads to, and the CSP connect-src for it', () => {
  it('uses the virtual-hosted AWS address by default', async () => {
    const { connect, upload } = await addresses({ S3_BUCKET: 'artwork' });
    expect(connect).toEqual(['https://artwork.s3.us-west-2.amazonaws.com']);
    expect(upload.origin).toBe(connect[0]);
    expect(upload.pathname).toMatch(/^\/incoming\/[0-9a-f-]{36}-logo\.pdf$/);
  });

  it('uses the China partition domain in cn- regions', async () => {
    const { connect, upload } = await addresses({ S3_BUCKET: 'artwork', S3_REGION: 'cn-north-1' });
    expect(connect).toEqual(['https://artwork.s3.cn-north-1.amazonaws.com.cn']);
    expect(upload.origin).toBe(connect[0]);
  });

  it('uses path-style for a bucket name with dots, which the AWS wildcard certificate does not cover', async () => {
    const dotted: Record<string, string>[] = [
      { S3_BUCKET: 'art.example.com' },
      { S3_BUCKET: 'art.example.com', S3_FORCE_PATH_STYLE: 'false' },
    ];
    for (const env of dotted) {
      const { connect, upload } = await addresses(env);
      expect(connect).toEqual(['https://s3.us-west-2.amazonaws.com']);
      expect(upload.origin).toBe(connect[0]);
      expect(upload.pathname).toMatch(/^\/art\.example\.com\/incoming\//);
    }
  });

  it('uses path-style on an S3-compatible endpoint, or its virtual hosts when path-style is turned off', async () => {
    const pathStyle = await addresses({
      S3_BUCKET: 'artwork',
      S3_ENDPOINT: 'https://minio.example.com:9000/',
    });
    expect(pathStyle.connect).toEqual(['https://minio.example.com:9000']);
    expect(pathStyle.upload.origin).toBe('https://minio.example.com:9000');
    expect(pathStyle.upload.pathname).toMatch(/^\/artwork\/incoming\//);

    const virtual = await addresses({
      S3_BUCKET: 'artwork',
      S3_ENDPOINT: 'https://minio.example.com',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(virtual.connect).toEqual(['https://artwork.minio.example.com']);
    expect(virtual.upload.origin).toBe('https://artwork.minio.example.com');

    const forced = await addresses({ S3_BUCKET: 'artwork', S3_FORCE_PATH_STYLE: 'true' });
    expect(forced.connect).toEqual(['https://s3.us-west-2.amazonaws.com']);
    expect(forced.upload.pathname).toMatch(/^\/artwork\/incoming\//);
  });

  it('refuses an endpoint with a path or that is no URL, naming the variable', () => {
    expect(() =>
      parseEnv({ S3_BUCKET: 'a', S3_REGION: 'r', S3_ENDPOINT: 'https://h.example/prefix' }),
    ).toThrow(/S3_ENDPOINT/);
    expect(() => parseEnv({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => parseEnv({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
