import sitemap from './sitemap';
import robots from './robots';

const listed = () => sitemap().map((entry) => new URL(entry.url).pathname);

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages and products', () => {
    expect(listed()).toEqual(
      expect.arrayContaining([
        '/',
        '/deals',
        '/contact-us',
        '/products/stickers',
        '/stickers/stickers/die-cut-stickers',
      ]),
    );
  });

  it.each([
    '/login',
    '/signup',
    '/otp',
    '/confirm-signup',
    '/reset-password',
    '/confirm-reset-password',
    '/dashboard',
  ])('leaves out %s', (path) => {
    expect(listed()).not.toContain(path);
  });

  it('leaves out everything under /dev and /api', () => {
    expect(listed().filter((path) => path.startsWith('/dev') || path.startsWith('/api'))).toEqual([]);
  });

  it('keeps crawlers out of /dev/ and /api/ and names the sitemap', () => {
    expect(robots()).toMatchObject({
      rules: { disallow: ['/dev/', '/api/'] },
      sitemap: 'http://localhost:3000/sitemap.xml',
    });
  });
});
