#!/usr/bin/env node
// `npm run bench:cut-line`: how long tracing a die-cut line takes (lib/cut-line, loaded through
// jiti) per image size and shape, the median of several runs, beside a reference: shrinking the
// image's alpha channel alone, the part every trace must do. Issue 32 §1's budget is 300 ms for
// a 3000 × 3000 px image on Lighthouse's phone profile, which slows the CPU 4×: the estimate
// column is the desktop median times 4.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { median } from './lib/median.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url, { alias: { '@': root } });
const { traceCutLine } = await jiti.import(path.join(root, 'lib/cut-line/index.ts'));
const { alphaGrid } = await jiti.import(path.join(root, 'lib/cut-line/downscale.ts'));
const images = await jiti.import(path.join(root, 'tests/helpers/cut-line-images.ts'));

const PHONE_SLOWDOWN = 4;
const BUDGET_MS = 300;
const RUNS = 9;
const shapes = {
  circle: images.circle(0.5, 0.5, 0.4),
  'star with a hole': images.starWithHole,
  'two islands': images.twoIslands(0.6),
};

function timed(run) {
  for (let warmUp = 0; warmUp < 3; warmUp++) run(); // the first calls include compiling
  return median(
    Array.from({ length: RUNS }, () => {
      const start = performance.now();
      run();
      return performance.now() - start;
    }),
  );
}

const rows = [];
for (const size of [500, 1000, 3000]) {
  for (const [name, shape] of Object.entries(shapes)) {
    const image = images.paintedImage(size, shape);
    const options = { widthIn: 3, heightIn: 3 };
    const trace = timed(() => traceCutLine(image, options));
    const shrink = timed(() => alphaGrid(image));
    rows.push({
      image: `${size} × ${size} px, ${name}`,
      'shrink only (ms)': shrink.toFixed(1),
      'trace (ms)': trace.toFixed(1),
      'phone estimate (ms)': (trace * PHONE_SLOWDOWN).toFixed(0),
      budget: size === 3000 ? (trace * PHONE_SLOWDOWN <= BUDGET_MS ? 'ok' : 'OVER') : '',
    });
  }
}
console.log(
  `Median of ${RUNS} runs on this machine (Node ${process.version}); phone = ${PHONE_SLOWDOWN}× slower.`,
);
console.table(rows);
if (rows.some((row) => row.budget === 'OVER')) process.exitCode = 1;
