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
    const src = picture.getAttribute('src')!;
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toBe(
      readFileSync(path.join(process.cwd(), 'public', product.image), 'utf8'),
    );
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).not.toHaveAttribute('loading');

    const missing = { ...product, image: '/images/products/not-drawn-yet.svg' };
    rerender(topPicture(missing));
    expect(screen.getByRole('img', { name: product.alt })).toHaveAttribute('src', missing.image);
  });

  it('shows the shop’s photo through next/image’s optimiser when there is one', () => {
    render(
      <ProductPicture
        product={{ ...product, photo: '/photos/die-cut-stickers.jpg' }}
        width={320}
        height={240}
        sizes="50vw"
        className="w-full"
      />,
    );
    const picture = screen.getByRole('img', { name: product.alt });
    expect(picture.getAttribute('src')).toMatch(
      /^\/_next\/image\?url=%2Fphotos%2Fdie-cut-stickers\.jpg&w=\d+&q=75$/,
    );
    expect(picture.getAttribute('srcset')).toContain('/_next/image?url=%2Fphotos%2Fdie-cut-stickers.jpg');
    expect(picture).toHaveAttribute('sizes', '50vw');
  });
});
