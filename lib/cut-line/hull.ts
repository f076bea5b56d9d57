import type { PathD, PointD } from 'clipper2-ts';

const cross = (o: PointD, a: PointD, b: PointD) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** The convex hull of the points (Andrew's monotone chain), counter-clockwise with y down. */
export function convexHull(points: PathD): PathD {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const half = (ordered: PointD[]) => {
    const chain: PointD[] = [];
    for (const point of ordered) {
      while (chain.length >= 2 && cross(chain[chain.length - 2]!, chain[chain.length - 1]!, point) <= 0)
        chain.pop();
      chain.push(point);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half(sorted.reverse())];
}
