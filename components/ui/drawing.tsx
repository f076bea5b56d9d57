import Image from 'next/image';

export type DrawingSource = { src: string; alt: string };

/**
 * One of the site's own SVG drawings from public/. Vectors need no resizing, so they are
 * served as they are; width and height reserve their space so nothing shifts as they load.
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
  return (
    <Image src={image.src} alt={image.alt} width={width} height={height} unoptimized className={className} />
  );
}
