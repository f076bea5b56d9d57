/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { ProductPicture } from './product-picture';

const product = {
  name: 'Die Cut Stickers',
  description: 'Cut to shape',
  price: 0.68,
  image: '/images/products/die-cut-stickers.svg',
  alt: 'A die cut sticker on a laptop lid',
};

describe('product picture', () => {
  it('shows the drawing while the product has no photo', () => {
    render(<ProductPicture product={product} width={320} height={240} sizes="50vw" className="w-full" />);
    expect(screen.getByRole('img', { name: product.alt })).toHaveAttribute('src', product.image);
  });

  it('delivers the top picture inside the HTML, as its own SVG markup; a file not on disk keeps its URL', () => {
    const topPicture = (drawn: typeof product) => (
      <ProductPicture
        product={drawn}
        width={320}
        height={240}
        sizes="50vw"
        className="w-full"
        loading="priority"
      />
    );
    const { rerender } = render(topPicture(product));
    const picture = screen.getByRole('img', { name: product.alt });
    expect(picture.tagName).toBe('SPAN');
    expect(picture).toHaveStyle({ aspectRatio: '320 / 240' });
    // The file's own drawing, filling the box, its ids named after the file so that two drawings
    // on one page keep their own gradients.
    const file = readFileSync(path.join(process.cwd(), 'public', product.image), 'utf8');
    const svg = picture.querySelector(':scope > svg')!;
    expect(svg).toHaveAttribute('width', '100%');
    expect(svg).toHaveAttribute('viewBox', '0 0 320 240');
    // Every element of the file is drawn (the root aside).
    expect(svg.querySelectorAll('*')).toHaveLength(file.match(/<[a-zA-Z]/g)!.length - 1);
    expect(svg.querySelector('path.cut-line')).not.toBeNull();
    const ids = [...svg.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id.startsWith('die-cut-stickers-')).toBe(true);
    for (const [, reference] of picture.innerHTML.matchAll(/(?:url\(#|href="#)([^)"]+)/g))
      expect(ids).toContain(reference);

    const missing = { ...product, image: '/images/products/not-drawn-yet.svg' };
    rerender(topPicture(missing));
    expect(screen.getByRole('img', { name: product.alt })).toHaveAttribute('src', missing.image);
  });

  it('shows the shop’s photo as AVIF, else WebP, at its stored widths, in the drawing’s box', () => {
    const photo = {
      id: '0b7c5f7e-58b8-4b5f-9a55-3c1a8e0f0d11',
      alt: 'Stickers on a van',
      width: 800,
      height: 600,
    };
    const { container } = render(
      <ProductPicture
        product={{ ...product, photo: { ...photo, widths: [320, 640, 800] } }}
        width={320}
        height={240}
        sizes="50vw"
        className="w-full"
        loading="lazy"
      />,
    );
    const file = (width: number, format: string) => `/photos/${photo.id}-${width}.${format}`;
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', `${file(320, 'avif')} 320w, ${file(640, 'avif')} 640w, ${file(800, 'avif')} 800w`],
      ['image/webp', `${file(320, 'webp')} 320w, ${file(640, 'webp')} 640w, ${file(800, 'webp')} 800w`],
    ]);
    expect(sources.every((source) => source.getAttribute('sizes') === '50vw')).toBe(true);
    const picture = screen.getByRole('img', { name: photo.alt });
    expect(picture).toHaveAttribute('src', file(800, 'webp'));
    expect(picture).toHaveAttribute('width', '320');
    expect(picture).toHaveAttribute('height', '240');
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('shows a shop photo instead of the drawn picture, at the top of a page too', () => {
    const photo = {
      id: '5d0f3c1e-2a4b-4c6d-8e9f-0a1b2c3d4e5f',
      alt: 'Our stickers on a laptop',
      width: 800,
      height: 600,
    };
    const { container } = render(
      <ProductPicture
        product={{ ...product, photo: { ...photo, widths: [320, 800] } }}
        width={320}
        height={240}
        sizes="50vw"
        className="w-full"
        loading="priority"
      />,
    );
    expect(screen.getByRole('img')).toHaveAttribute('alt', photo.alt);
    expect(container.innerHTML).not.toContain(product.image);
    expect(container.querySelector('svg')).toBeNull();
  });
});
