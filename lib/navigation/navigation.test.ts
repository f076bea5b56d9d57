import { breadcrumbMap } from '@/content/breadcrumbs';
import { pagePaths } from '@/content/pages';
import { activeNavHref, breadcrumbTrail } from './index';

describe('breadcrumb map', () => {
  it('covers every route of the route table', () => {
    expect(pagePaths).toHaveLength(33);
    for (const path of pagePaths) expect(breadcrumbMap).toHaveProperty([path]);
  });

  it('gives every page a trail that starts at Home and ends at the page', () => {
    for (const path of Object.keys(breadcrumbMap)) {
      const trail = breadcrumbTrail(path);
      expect(trail[0]).toEqual({ label: 'Home', href: '/' });
      expect(trail.at(-1)?.href).toBe(path);
      expect(trail.at(-1)?.label).toBe(breadcrumbMap[path]?.label);
    }
  });

  it('walks the parents', () => {
    expect(breadcrumbTrail('/products/die-cut-stickers').map((crumb) => crumb.label)).toEqual([
      'Home',
      'Products',
      'Stickers',
      'Die Cut Stickers',
    ]);
    expect(breadcrumbTrail('/')).toEqual([{ label: 'Home', href: '/' }]);
  });

  it('ignores a trailing slash, query and fragment, and ends an unknown path in "Page Not Found"', () => {
    expect(breadcrumbTrail('/services/design/?x=1#top').at(-1)?.label).toBe('Design');
    expect(breadcrumbTrail('/no-such-page').map((crumb) => crumb.label)).toEqual(['Home', 'Page Not Found']);
  });

  it('fits a page with a variable segment, such as a quote page, to its pattern and only there', () => {
    expect(breadcrumbTrail('/dashboard/quotes/Q-261123-ABC12')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Your Quote', href: '/dashboard/quotes/Q-261123-ABC12' },
    ]);
    expect(breadcrumbTrail('/quotes/Q-261123-ABC12?access=secret').at(-1)).toEqual({
      label: 'Your Quote',
      href: '/quotes/Q-261123-ABC12',
    });
    expect(breadcrumbTrail('/quotes/Q-1/more').at(-1)?.label).toBe('Page Not Found');
  });
});

describe('active navbar link', () => {
  it('keeps a section active on its sub-pages, preferring the most specific section', () => {
    expect(activeNavHref('/products/stickers')).toBe('/products/stickers');
    expect(activeNavHref('/stickers/stickers/die-cut')).toBe('/products/stickers');
    expect(activeNavHref('/products/labels')).toBe('/products/labels');
    expect(activeNavHref('/products')).toBe('/products');
    expect(activeNavHref('/products/magnets')).toBe('/products');
    expect(activeNavHref('/services/printing')).toBe('/services');
    expect(activeNavHref('/contact-us')).toBe('/contact-us');
  });

  it('does not treat a path that merely starts with the same letters as a sub-page', () => {
    expect(activeNavHref('/productsale')).toBeUndefined();
    expect(activeNavHref('/')).toBeUndefined();
  });
});
