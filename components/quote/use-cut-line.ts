import { useEffect, useRef, useState } from 'react';
import { DRAWN_ARTWORK_SIDE, drawnSize } from '@/lib/cut-line';
import type { CutLineReply, CutLineRequest, TracedCutLine } from './cut-line.worker';

/** Pictures the browser decodes itself, off the main thread. */
const DECODED_OFF_THREAD = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/**
 * The artwork as pixels the worker can read. A worker cannot draw SVG, and a PDF's page is
 * already drawn as a picture (`url`): those are drawn from `url` at DRAWN_ARTWORK_SIDE.
 */
async function artworkBitmap(file: File, url: string): Promise<ImageBitmap> {
  if (DECODED_OFF_THREAD.includes(file.type)) return createImageBitmap(file);
  const image = new Image();
  image.src = url;
  await image.decode();
  const size = drawnSize({
    width: image.naturalWidth || DRAWN_ARTWORK_SIDE,
    height: image.naturalHeight || DRAWN_ARTWORK_SIDE,
  });
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  return createImageBitmap(canvas);
}

export type CutLineState =
  | { status: 'idle' }
  | { status: 'tracing' }
  | { status: 'ready'; cutLine: TracedCutLine }
  | { status: 'failed' };

/**
 * The die-cut line of the artwork at this size and border, traced in a Web Worker so typing
 * and scrolling never wait for it. The worker is created only when a die-cut preview needs
 * it, keeps the artwork's pixels, and answers each border change; stale answers are ignored.
 */
export function useCutLine(
  file: File | undefined,
  url: string,
  size: { widthIn: number; heightIn: number } | undefined,
  borderIn: number,
): CutLineState {
  const worker = useRef<Worker>(undefined);
  const latest = useRef(0);
  const [loaded, setLoaded] = useState<File>();
  const [state, setState] = useState<CutLineState>({ status: 'idle' });

  useEffect(() => () => worker.current?.terminate(), []);

  useEffect(() => {
    if (!file) return;
    let current = true;
    artworkBitmap(file, url).then(
      (bitmap) => {
        if (!current) return bitmap.close();
        worker.current ??= new Worker(new URL('./cut-line.worker.ts', import.meta.url));
        worker.current.onmessage = ({ data }: MessageEvent<CutLineReply>) => {
          if (data.id !== latest.current) return;
          setState('cutLine' in data ? { status: 'ready', cutLine: data.cutLine } : { status: 'failed' });
        };
        worker.current.postMessage({ kind: 'artwork', bitmap } satisfies CutLineRequest, [bitmap]);
        setLoaded(file);
      },
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [file, url]);

  const widthIn = size?.widthIn;
  const heightIn = size?.heightIn;
  useEffect(() => {
    if (!loaded || loaded !== file || !widthIn || !heightIn || !worker.current) return;
    const id = ++latest.current;
    setState({ status: 'tracing' });
    worker.current.postMessage({ kind: 'trace', id, widthIn, heightIn, borderIn } satisfies CutLineRequest);
  }, [loaded, file, widthIn, heightIn, borderIn]);

  return state;
}
