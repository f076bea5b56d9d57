import type { CsvCell } from '@/lib/reports';

type Series = { name: string; values: (number | null)[] };

const COLOURS = ['#c2410c', '#475569'] as const;
const WIDTH = 360;
const VALUE_WIDTH = 72;
const LABEL_HEIGHT = 16;
const BAR = 14;
const GAP = 10;

/**
 * A horizontal bar chart of a report's table, drawn on the server: each row's label above its
 * bars, so long labels never clip. Hidden from screen readers: the table beside it has every
 * figure, and is the truth.
 */
export function BarChart({
  labels,
  series,
  format,
}: {
  labels: string[];
  series: Series[];
  format: (value: CsvCell) => string;
}) {
  const largest = Math.max(1, ...series.flatMap((one) => one.values.map((value) => Math.abs(value ?? 0))));
  const group = LABEL_HEIGHT + series.length * BAR + GAP;
  const scale = (WIDTH - VALUE_WIDTH) / largest;
  return (
    <div aria-hidden="true" className="space-y-2">
      {series.length > 1 ? (
        <ul className="flex flex-wrap gap-4 text-sm">
          {series.map((one, index) => (
            <li key={one.name} className="flex items-center gap-1.5">
              <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: COLOURS[index] }} />
              {one.name}
            </li>
          ))}
        </ul>
      ) : null}
      <svg viewBox={`0 0 ${WIDTH} ${group * labels.length}`} className="w-full max-w-lg">
        {labels.map((label, row) => {
          const top = row * group;
          return (
            <g key={label}>
              <text x={0} y={top + LABEL_HEIGHT - 4} fontSize="12" fontWeight="600" fill="#334155">
                {label}
              </text>
              {series.map((one, index) => {
                const value = one.values[row] ?? null;
                const width = value ? Math.max(Math.abs(value) * scale, 1) : 0;
                const y = top + LABEL_HEIGHT + index * BAR;
                return (
                  <g key={one.name}>
                    <rect x={0} y={y} width={width} height={BAR - 3} fill={COLOURS[index % COLOURS.length]} />
                    <text x={width + 4} y={y + BAR - 4} fontSize="11" fill="#0f172a">
                      {format(value)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
