import {
  prerenderedPageAsSent,
  withoutSheetCopies,
  withScriptsAfterMarkup,
} from '@/scripts/lib/prerendered-pages.mjs';

// Shaped as Next writes a prerendered page: the stylesheet inlined, its scripts asked for in the
// head, the markup, then the React Server Components payload.
const sheet =
  '<style data-precedence="next" data-href="/_next/static/chunks/a.css">.flex{display:flex}</style>';
const headScripts =
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/w.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>';
const polyfill = '<script src="/_next/static/chunks/p.js" noModule=""></script>';
const payload =
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"{\\"className\\":\\"flex\\"}"])</script>';
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${sheet}${headScripts}<title>Stickers</title>${polyfill}</head>` +
  `<body>${body}<script id="_R_">self.x=1</script>${payload}</body></html>`;

describe("a prerendered page's scripts", () => {
  it('are asked for after the markup, just before the payload, in their order', () => {
    const html = withScriptsAfterMarkup(page('<p class="flex">Hi</p>'));
    expect(html).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${sheet}<title>Stickers</title>${polyfill}</head>` +
        `<body><p class="flex">Hi</p><script id="_R_">self.x=1</script>${headScripts}${payload}</body></html>`,
    );
  });

  it('leave the inlined stylesheet whole and named, for React to find as it hydrates', () => {
    expect(withScriptsAfterMarkup(page('<p>Hi</p>'))).toContain(sheet);
  });

  it('stay where they are in a page without a payload', () => {
    const html = `<!DOCTYPE html><html><head>${headScripts}</head><body><p>Hi</p></body></html>`;
    expect(withScriptsAfterMarkup(html)).toBe(html);
  });

  it("are the head's only: a script the markup holds stays in place", () => {
    const inline = '<script type="application/ld+json">{}</script><script src="/x.js" async=""></script>';
    expect(withScriptsAfterMarkup(page(`<main>${inline}</main>`))).toContain(`<main>${inline}</main>`);
  });
});

describe("the payload's copy of the inlined stylesheet", () => {
  // As Next writes it: the sheet in the head, and again as a text row of the payload (`9:T…,`,
  // its length in bytes, in hex), escaped as JSON with what HTML could read as markup escaped,
  // named by the style element React hoists (`"children":"$9"`).
  const css = '.a>.b{content:"→"}.c{background:url(a.svg?x=1&y=2)}';
  const head = `<style data-precedence="next" data-href="/_next/static/chunks/s.css">${css}</style>`;
  const escaped = JSON.stringify(css).slice(1, -1).replace('>', '\\u003e').replace('&', '\\u0026');
  const style = '8:[[\\"$\\",\\"style\\",\\"0\\",{\\"precedence\\":\\"next\\",\\"children\\":\\"$9\\"}]]\\n';
  const push = (rows: string) => `<script>self.__next_f.push([1,"${rows}"])</script>`;
  const withRow = (sheet: string, after = style) =>
    `<!DOCTYPE html><html><head>${head}</head><body><p class="a">Hi</p>` +
    `<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
    push(`9:T${Buffer.byteLength(css).toString(16)},${sheet}${after}`) +
    '</body></html>';

  it('is sent empty, its length 0, with the rows after it and the head sheet as they were', () => {
    expect(Buffer.byteLength(css)).toBe(css.length + 2); // the arrow is three bytes
    expect(withoutSheetCopies(withRow(escaped))).toBe(
      `<!DOCTYPE html><html><head>${head}</head><body><p class="a">Hi</p>` +
        `<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
        push(`9:T0,${style}`) +
        '</body></html>',
    );
  });

  it('is left when it is not the same text as the head sheet', () => {
    const other = withRow(escaped.replace('.c{', '.d{'));
    expect(withoutSheetCopies(other)).toBe(other);
  });

  it("is left when it ends its script, where React would wait for an empty row's end", () => {
    const last = withRow(escaped, '');
    expect(withoutSheetCopies(last)).toBe(last);
  });

  it('is emptied as the server sends a prerendered page, its scripts moved too', () => {
    const sent = prerenderedPageAsSent(withRow(escaped));
    expect(sent).toContain(push(`9:T0,${style}`));
    expect(sent).toContain(head);
  });
});
