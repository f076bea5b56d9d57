import { formatDollars, lineTotalCents, type PriceLine } from './index';

/**
 * What a change to a line does to its prices, for the console before it saves: the matrix of
 * common sizes at the line's quantities, old beside new, and warnings a buyer would notice.
 */

/** A change larger than this (either way) in one cell is called out. */
const LARGE_CHANGE_PERCENT = 25;

type Size = { width: number; height: number };

const SQUARE_SIZES: readonly Size[] = [2, 3, 4].map((side) => ({ width: side, height: side }));

function fits({ sizeInches }: PriceLine, { width, height }: Size): boolean {
  return (
    width >= sizeInches.min &&
    width <= sizeInches.max &&
    height >= sizeInches.min &&
    height <= sizeInches.maxHeight
  );
}

/**
 * The sizes a line is previewed at: 2, 3 and 4 inch squares for stickers, labels and magnets;
 * for graphics (priced by the square inch) and anything the squares do not fit, the line's
 * reference size and that size half as large again and twice as large, as far as the line makes them.
 */
function previewSizes(line: PriceLine): Size[] {
  const squares = line.unit === 'inch' ? [] : SQUARE_SIZES.filter((size) => fits(line, size));
  if (squares.length === SQUARE_SIZES.length) return squares;
  const { width, height } = line.reference;
  const scaled = [1, 1.5, 2].map((factor) => ({ width: width * factor, height: height * factor }));
  return scaled.filter((size) => fits(line, size));
}

type PreviewCell = {
  quantity: number;
  totalCents: number;
  currentCents: number;
  /** Change from the current price, percent (one decimal). */
  changePercent: number;
};

type PreviewTable = { size: Size; label: string; cells: PreviewCell[] };

export type LinePreview = { tables: PreviewTable[]; warnings: string[] };

const sizeLabel = ({ width, height }: Size) => `${width}″ × ${height}″`;
const money = (cents: number) => formatDollars(cents / 100);

function changePercent(current: number, next: number): number {
  if (current === 0) return next === 0 ? 0 : 100;
  return Math.round(((next - current) / current) * 1000) / 10;
}

/**
 * The matrix of `line` (as edited) beside `current` (as stored) at the edited line's sizes and
 * quantities, all prices with the line's discount taken and at its reference finish, material
 * and embossing; with a warning wherever more pieces cost more each or less in all, a larger
 * size costs less, or a price moves more than LARGE_CHANGE_PERCENT.
 */
export function previewLine(line: PriceLine, current: PriceLine): LinePreview {
  const sizes = previewSizes(line);
  const warnings: string[] = [];
  const tables = sizes.map((size) => ({
    size,
    label: sizeLabel(size),
    cells: line.matrixQuantities.map((quantity) => {
      const totalCents = lineTotalCents(line, size, quantity);
      const currentCents = lineTotalCents(current, size, quantity);
      return { quantity, totalCents, currentCents, changePercent: changePercent(currentCents, totalCents) };
    }),
  }));
  for (const { label, cells } of tables) {
    cells.forEach((cell, index) => {
      const before = cells[index - 1];
      if (before && cell.totalCents * before.quantity > before.totalCents * cell.quantity) {
        warnings.push(
          `${label}: ${cell.quantity} cost more each (${money(cell.totalCents / cell.quantity)}) than ${before.quantity} (${money(before.totalCents / before.quantity)}).`,
        );
      }
      if (before && cell.totalCents < before.totalCents) {
        warnings.push(
          `${label}: ${cell.quantity} cost less in all (${money(cell.totalCents)}) than ${before.quantity} (${money(before.totalCents)}).`,
        );
      }
      if (Math.abs(cell.changePercent) > LARGE_CHANGE_PERCENT) {
        warnings.push(
          `${label}, ${cell.quantity}: the price moves ${cell.changePercent} % (${money(cell.currentCents)} → ${money(cell.totalCents)}).`,
        );
      }
    });
  }
  tables.forEach((table, index) => {
    const smaller = tables[index - 1];
    if (!smaller) return;
    table.cells.forEach((cell, cellIndex) => {
      const smallerCell = smaller.cells[cellIndex];
      if (smallerCell && cell.totalCents < smallerCell.totalCents) {
        warnings.push(
          `${cell.quantity} of ${table.label} cost less (${money(cell.totalCents)}) than of ${smaller.label} (${money(smallerCell.totalCents)}).`,
        );
      }
    });
  });
  return { tables, warnings };
}
