export type DrawingSource = { src: string; alt: string };

/**
 * The site's one image wrapper, for its own SVG drawings and catalogue pictures in public/.
 * A vector gains nothing from next/image's resizing, and that component's client code would
 * cost every page that shows one ~5 KB of script; width and height reserve the space so
 * nothing shifts as it loads. `lazy` for pictures far down a page, `priority` for the one
 * picture at the top of it.
 */
export function Drawing({
  image,
  width,
  height,
  className,
  loading,
}: {
  image: DrawingSource;
  width: number;
  height: number;
  className: string;
  loading?: 'lazy' | 'priority';
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG drawn for this site, see above
    <img
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      loading={loading === 'lazy' ? 'lazy' : undefined}
      fetchPriority={loading === 'priority' ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
