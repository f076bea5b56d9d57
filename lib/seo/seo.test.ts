import { accountPagePaths } from '@/content/pages';
import { categories } from '@/content/catalogue';
import { categoryFaqs } from '@/content/product-faq';
import { faqPageData, jsonLd, pageMetadata } from './server';

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

describe('FAQPage structured data', () => {
  it('has one Question per entry with its answer, in order', () => {
    const entries = [
      { question: 'Is shipping free?', answer: 'Yes, in the United States.' },
      { question: 'Can I send a PDF?', answer: 'Yes.' },
    ];
    expect(faqPageData(entries)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is shipping free?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, in the United States.' },
        },
        {
          '@type': 'Question',
          name: 'Can I send a PDF?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes.' },
        },
      ],
    });
  });

  it('cannot close the script element it is written into', () => {
    const written = jsonLd(faqPageData([{ question: '</script><script>alert(1)</script>', answer: 'x' }]));
    expect(written).not.toContain('</script>');
    expect(JSON.parse(written).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
  });

  it('every catalogue category has questions to publish', () => {
    for (const category of categories) expect(categoryFaqs[category.id]?.length).toBeGreaterThan(2);
  });
});
