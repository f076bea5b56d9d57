/**
 * A catalogue picture. The pictures are small SVGs that next/image would pass through
 * unoptimized anyway, so a plain img keeps the image component's script off these pages.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  className: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: SVGs gain nothing from next/image
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
