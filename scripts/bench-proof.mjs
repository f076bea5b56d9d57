#!/usr/bin/env node
// `npm run bench:proof`: how long drawing an automatic proof takes (lib/proofs renderProof,
// loaded through jiti) and the process's peak memory (max RSS) while it does, for a 6000 × 6000
// px transparent PNG (a die-cut, traced), a vector PDF of the same design and a large PDF (issue 32
// §2). Each case runs in a
// child process of its own, so one case's peak is not another's. The fixtures are made at run
// time in a temporary folder; nothing large is committed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = fileURLToPath(import.meta.url);
const RUNS = 3;

async function loadRenderer() {
  const { createJiti } = await import('jiti');
  const jiti = createJiti(import.meta.url, {
    // Outside Next's server build `server-only` would refuse to load: the tests' stub stands in.
    alias: { '@': root, 'server-only': path.join(root, 'tests/server-only-stub.ts') },
  });
  return jiti.import(path.join(root, 'lib/proofs/render.ts'));
}

/** One case, in this (child) process: the median time of RUNS renders and the peak RSS. */
async function runCase(file, shape) {
  const { renderProof } = await loadRenderer();
  const artwork = readFileSync(file);
  const subject = {
    shape,
    size: { width: 5, height: 5 },
    cutBorderIn: 0.125,
    title: 'Quote Q-BENCH · Proof 1',
    details: ['Product: Stickers & Labels - Die Cut', 'Quantity: 500'],
  };
  const times = [];
  let outcome = 'drawn';
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    try {
      const { pdf } = await renderProof(artwork, subject);
      outcome = `drawn, PDF ${(pdf.length / 1024 / 1024).toFixed(1)} MB`;
    } catch (error) {
      outcome = `refused: ${error.message.split('.')[0]}`;
    }
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  // maxRSS is in kilobytes: the process's peak, the loaded modules included.
  const peakMb = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(JSON.stringify({ ms: times[Math.floor(RUNS / 2)], peakMb, outcome }));
}

async function makeFixtures(dir) {
  const sharp = (await import('sharp')).default;
  const side = 6000;
  // A transparent square with an opaque star-like blob: a die-cut's artwork at 6000 px.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">
    <circle cx="3000" cy="3000" r="2400" fill="#e11d48"/>
    <circle cx="1200" cy="1200" r="700" fill="#2563eb"/>
    <rect x="2600" y="2600" width="800" height="800" fill="none"/></svg>`;
  const png = path.join(dir, 'artwork-6000.png');
  writeFileSync(png, await sharp(Buffer.from(svg)).png().toBuffer());
  // A 45 MB PDF: one page, most of its bytes an embedded stream, as big exports are.
  const filler = Buffer.alloc(45 * 1024 * 1024, 0x41);
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 378 378] >> endobj\n' +
      `4 0 obj << /Length ${filler.length} >> stream\n`,
  );
  const pdf = path.join(dir, 'artwork-45mb.pdf');
  writeFileSync(
    pdf,
    Buffer.concat([head, filler, Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')]),
  );
  // The same design as vector art on a 5 × 5 in PDF page without a background, as an
  // illustrator exports a die-cut: pdf.js draws it at 300 ppi (1500 px) for the proof.
  const PDFDocument = (await import('pdfkit')).default;
  const doc = new PDFDocument({ size: [360, 360], margin: 0 });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.circle(180, 180, 144).fill('#e11d48');
  doc.circle(72, 72, 42).fill('#2563eb');
  doc.fontSize(48).fillColor('#ffffff').text('SAMPLE', 90, 156);
  doc.end();
  await ended;
  const vector = path.join(dir, 'artwork-vector.pdf');
  writeFileSync(vector, Buffer.concat(chunks));
  return { png, pdf, vector };
}

const [, , mode, file, shape] = process.argv;
if (mode === '--case') {
  await runCase(file, shape);
} else {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-proof-'));
  try {
    const fixtures = await makeFixtures(dir);
    const rows = [
      ['6000 × 6000 px PNG, transparent (die-cut, traced)', fixtures.png, 'die-cut'],
      ['6000 × 6000 px PNG (rectangle)', fixtures.png, 'rectangle'],
      ['5 × 5 in vector PDF, no background (die-cut, traced)', fixtures.vector, 'die-cut'],
      ['45 MB PDF (one blank page)', fixtures.pdf, 'rectangle'],
    ].map(([name, fixture, caseShape]) => {
      const answer = JSON.parse(
        execFileSync(process.execPath, [script, '--case', fixture, caseShape], { encoding: 'utf8' }),
      );
      return {
        artwork: name,
        'median (ms)': answer.ms.toFixed(0),
        'peak RSS (MB)': answer.peakMb.toFixed(0),
        outcome: answer.outcome,
      };
    });
    console.log(
      `Median of ${RUNS} renders per case on this machine (Node ${process.version}); peak RSS of the case's process.`,
    );
    console.table(rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
