import { accountPagePaths } from '@/content/pages';
import { pageMetadata } from './index';

describe('page metadata', () => {
  it.each([
    '/login',
    '/signup',
    '/otp',
    '/confirm-signup',
    '/reset-password',
    '/confirm-reset-password',
  ] as const)('marks the account screen %s noindex', (path) => {
    expect(accountPagePaths).toContain(path);
    expect(pageMetadata(path).robots).toEqual({ index: false, follow: true });
  });

  it('lets search engines index the public pages', () => {
    expect(pageMetadata('/products').robots).toBeUndefined();
    expect(pageMetadata('/').robots).toBeUndefined();
  });

  it('shares a raster Open Graph image, which crawlers can show', () => {
    expect(pageMetadata('/deals').openGraph?.images).toEqual([
      { url: '/og-image.png', width: 1200, height: 630, alt: 'Coastline Print Co.' },
    ]);
  });
});
