'use client';

import { useEffect, useMemo, useState } from 'react';
import { PREFLIGHT_HEAD_BYTES, preflightArtwork, type Preflight } from '@/lib/artwork-preflight';

/**
 * The artwork check of the chosen file at the chosen size, in the browser: the file's first
 * bytes are read once, and judged again whenever the size changes.
 */
export function useArtworkCheck(
  file: File | undefined,
  size: { width: number; height: number } | undefined,
): Preflight | undefined {
  const [head, setHead] = useState<{ file: File; bytes: Uint8Array }>();
  useEffect(() => {
    if (!file) return;
    let current = true;
    file
      .slice(0, PREFLIGHT_HEAD_BYTES)
      .arrayBuffer()
      .then(
        (buffer) => current && setHead({ file, bytes: new Uint8Array(buffer) }),
        () => current && setHead({ file, bytes: new Uint8Array() }),
      );
    return () => {
      current = false;
    };
  }, [file]);
  const width = size?.width;
  const height = size?.height;
  return useMemo(
    () =>
      head && head.file === file && width && height
        ? preflightArtwork(head.bytes, { width, height })
        : undefined,
    [head, file, width, height],
  );
}
