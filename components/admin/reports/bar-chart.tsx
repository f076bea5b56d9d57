import type { CsvCell } from '@/lib/reports/csv';

type Series = { name: string; values: number[] };

const COLOURS = ['#c2410c', '#475569'] as const;
const WIDTH = 400;
const LABEL_WIDTH = 96;
const VALUE_WIDTH = 64;
const BAR = 12;
const GAP = 8;

/**
 * A horizontal bar chart of a report's table, drawn on the server. Hidden from screen readers:
 * the table beside it has every figure, and is the truth.
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
  const largest = Math.max(1, ...series.flatMap((one) => one.values.map(Math.abs)));
  const group = series.length * BAR + GAP;
  const height = Math.max(group * labels.length, group);
  const scale = (WIDTH - LABEL_WIDTH - VALUE_WIDTH) / largest;
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
      <svg viewBox={`0 0 ${WIDTH} ${height}`} className="w-full max-w-xl" role="presentation">
        {labels.map((label, row) => {
          const top = row * group;
          return (
            <g key={label}>
              <text
                x={LABEL_WIDTH - 6}
                y={top + (series.length * BAR) / 2 + 4}
                textAnchor="end"
                fontSize="11"
                fill="#334155"
              >
                {label}
              </text>
              {series.map((one, index) => {
                const value = one.values[row] ?? 0;
                const width = Math.max(Math.abs(value) * scale, value === 0 ? 0 : 1);
                const y = top + index * BAR;
                return (
                  <g key={one.name}>
                    <rect
                      x={LABEL_WIDTH}
                      y={y}
                      width={width}
                      height={BAR - 2}
                      fill={COLOURS[index % COLOURS.length]}
                    />
                    <text x={LABEL_WIDTH + width + 4} y={y + BAR - 3} fontSize="10" fill="#0f172a">
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
