// pdf.js's own worker, bundled and served from this origin (the CSP allows workers from 'self'
// only): it parses the PDF and decodes its images off the main thread, answering on this
// worker's port as soon as the module loads.
import 'pdfjs-dist/build/pdf.worker.min.mjs';
