import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Drawing, type DrawingSource } from './drawing';

const markups = new Map<string, string>();

/**
 * The drawing's own SVG markup, to sit inside the page: read from public/ when the page renders
 * (at build for static pages), sized by its box, hidden from assistive technology (the box
 * carries the picture's name), and its ids (gradients, clip paths) prefixed
 * with the file's name, so two drawings on one page never take each other's. Undefined for
 * anything but one of the site's SVG files, or a file not on this disk.
 */
function inlineMarkup(src: string): string | undefined {
  if (!/^\/[\w/-]+\.svg$/.test(src)) return undefined;
  let markup = markups.get(src);
  if (!markup) {
    let file: string;
    try {
      file = readFileSync(path.join(process.cwd(), 'public', src), 'utf8');
    } catch {
      return undefined;
    }
    const prefix = path.basename(src, '.svg');
    markup = file
      // The box names the picture (role img, its alt): the drawing's own role and title are left out.
      .replace(/^<svg\b[^>]*>/, (root) =>
        root
          .replace(/\s(width|height|role|aria-[a-z]+)="[^"]*"/g, '')
          .replace(/^<svg/, '<svg width="100%" height="100%" aria-hidden="true"'),
      )
      .replace(/^(<svg\b[^>]*>)<title>[^<]*<\/title>/, '$1')
      .replace(/\bid="([^"]+)"/g, `id="${prefix}-$1"`)
      .replace(/(url\(#|href="#)([^)"]+)/g, `$1${prefix}-$2`);
    markups.set(src, markup);
  }
  return markup;
}

/**
 * The one picture at the top of a page (see Drawing), drawn inside the HTML: it paints in the
 * page's first paint. An image file queues behind the scripts on a slow connection (~0.3 s on
 * mobile, measured), and even a data: URI image is decoded apart and painted after the text
 * (0.13 to 0.21 s later under Lighthouse's phone profile, measured).
 */
export function PriorityDrawing({
  image,
  width,
  height,
  className,
}: {
  image: DrawingSource;
  width: number;
  height: number;
  className: string;
}) {
  const markup = inlineMarkup(image.src);
  if (!markup)
    return <Drawing image={image} width={width} height={height} className={className} loading="priority" />;
  return (
    <span
      role="img"
      aria-label={image.alt}
      className={`block overflow-hidden ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
