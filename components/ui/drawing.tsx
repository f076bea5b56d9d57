export type DrawingSource = { src: string; alt: string };

/**
 * One of the site's own SVG drawings from public/. A vector needs none of next/image's
 * resizing, and its client code would cost every page that shows one ~5 KB of script;
 * width and height reserve the space so nothing shifts as it loads.
 */
export function Drawing({
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
  // eslint-disable-next-line @next/next/no-img-element -- an SVG drawn for this site, see above
  return <img src={image.src} alt={image.alt} width={width} height={height} decoding="async" className={className} />;
}
