import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Drawing, type DrawingSource } from './drawing';

const dataUris = new Map<string, string>();

/**
 * The drawing's own markup as a data: URI, read from public/ when the page renders (at build
 * for static pages). The top picture then paints with the page's first bytes instead of
 * queueing behind the scripts on a slow connection (~0.3 s on mobile, measured). Anything
 * but one of the site's SVG files, or a file not on this disk, keeps its URL.
 */
function inlined(src: string): string {
  if (!/^\/[\w/-]+\.svg$/.test(src)) return src;
  let uri = dataUris.get(src);
  if (!uri) {
    try {
      uri = `data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(process.cwd(), 'public', src), 'utf8'))}`;
    } catch {
      return src;
    }
    dataUris.set(src, uri);
  }
  return uri;
}

/** The one picture at the top of a page (see Drawing), delivered inside the HTML. */
export function PriorityDrawing(props: {
  image: DrawingSource;
  width: number;
  height: number;
  className: string;
}) {
  return <Drawing {...props} image={{ ...props.image, src: inlined(props.image.src) }} loading="priority" />;
}
