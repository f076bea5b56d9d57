// Reads a V8 .cpuprofile (node --cpu-prof) and returns where the time went: the functions with
// the most self time, and the most inclusive time (a function counted once per sample however
// deep it recurses), each as milliseconds and a share of the sampled time.
import { readFileSync } from 'node:fs';

/** `name (file:line)`, the file shortened to what follows node_modules or the build directory. */
function frameName({ functionName, url, lineNumber }) {
  const file = url.replace(/^.*\/node_modules\//, '').replace(/^.*\/\.next\//, '.next/');
  return `${functionName || '(anonymous)'} (${file || 'native'}:${lineNumber + 1})`;
}

export function profileTop(file, count = 25) {
  const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const self = new Map();
  const inclusive = new Map();
  let total = 0;
  samples.forEach((id, index) => {
    const ms = (timeDeltas[index] ?? 0) / 1000;
    total += ms;
    const leaf = frameName(byId.get(id).callFrame);
    self.set(leaf, (self.get(leaf) ?? 0) + ms);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const name = frameName(byId.get(at).callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  const top = (map) =>
    [...map]
      .sort(([, a], [, b]) => b - a)
      .slice(0, count)
      .map(([name, ms]) => ({ name, ms, share: ms / total }));
  return { totalMs: total, self: top(self), inclusive: top(inclusive) };
}
