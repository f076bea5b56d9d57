import { qrModules } from '@/lib/documents/server';

/** A QR code as SVG squares, crisp on paper at any size; `label` says where it leads. */
export function QrCode({ value, label, size = 112 }: { value: string; label: string; size?: number }) {
  const modules = qrModules(value);
  // A quiet zone of two modules around the code, which readers need to find it.
  const extent = modules.length + 4;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-2 -2 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="shrink-0 bg-white"
    >
      <path
        fill="#000"
        d={modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('')}
      />
    </svg>
  );
}
