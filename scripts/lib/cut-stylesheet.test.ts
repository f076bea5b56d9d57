import {
  cutStylesheet,
  markupTokens,
  restOfStylesheet,
  selectorNeeds,
} from '@/scripts/lib/cut-stylesheet.mjs';

describe('what a selector needs of the markup', () => {
  it.each([
    ['.flex', ['.flex']],
    ['.md\\:grid-cols-2', ['.md:grid-cols-2']],
    ['.w-1\\/2', ['.w-1/2']],
    ['.\\32 xl\\:p-4', ['.2xl:p-4']],
    ['.\\[\\&_a\\]\\:block a', ['.[&_a]:block', '<a']],
    ['.\\[\\&\\>svg\\]\\:h-full>svg', ['.[&>svg]:h-full', '<svg']],
    ['#site-drawer .p-4', ['#site-drawer', '.p-4']],
    ['input::placeholder', ['<input']],
    ['H1', ['<h1']],
  ])('%s needs %j', (selector, needs) => {
    expect(selectorNeeds(selector)).toEqual(needs);
  });

  it.each([
    // A state the markup cannot show yet is not counted against the rule...
    ['.hover\\:underline:hover', ['.hover:underline']],
    ['[data-below-fold]', []],
    ['abbr:where([title])', ['<abbr']],
    // ...nor what a pseudo-class's arguments name: :not(.x) matches where .x is missing.
    ['.space-y-4>:not(:last-child)', ['.space-y-4']],
    ['.group-hover\\:underline:is(:where(.group):hover *)', ['.group-hover:underline']],
    ['button:not(.primary)', ['<button']],
    ['[title="a.b #c"] .x', ['.x']],
    ['*', []],
    [':root', []],
  ])('%s needs only %j', (selector, needs) => {
    expect(selectorNeeds(selector)).toEqual(needs);
  });
});

describe("a page's markup tokens", () => {
  it('holds its elements, classes and ids, with the entities React writes decoded', () => {
    const tokens = markupTokens(
      '<html class="h-full"><body><a class="[&amp;_a]:block  x" id="menu" href="/">Hi</a><svg viewBox="0 0 1 1"></svg></body></html>',
    );
    expect([...tokens].sort()).toEqual(
      ['#menu', '.[&_a]:block', '.h-full', '.x', '<a', '<body', '<html', '<svg'].sort(),
    );
  });

  it("leaves out what scripts and styles hold: they are not the page's markup", () => {
    const tokens = markupTokens(
      '<p class="a">Hi</p><script>if (a<b) document.write(\'<div class="z">\')</script><style>.y>p{}</style>',
    );
    expect(tokens.has('.z')).toBe(false);
    expect(tokens.has('<div')).toBe(false);
    expect(tokens.has('.a')).toBe(true);
  });
});

describe('a stylesheet cut to a page', () => {
  const sheet = [
    '@layer theme{:root,:host{--color-navy:#0f2a44}}',
    '@layer base{*,:after{box-sizing:border-box}h1,h2{font-size:inherit}table{border-collapse:collapse}}',
    '@layer components;',
    '@layer utilities{.flex{display:flex}.grid{display:grid}.p-4,.p-8{padding:1rem}.hidden{display:none}',
    '@media (min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}',
    '@media (hover:hover){.hover\\:underline:hover{text-decoration-line:underline}}}',
    '[data-below-fold]{content-visibility:auto}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@keyframes pulse{50%{opacity:.5}}',
  ].join('');
  const cut = (html: string) => cutStylesheet(sheet, markupTokens(html)).css;
  const rest = (html: string) => restOfStylesheet(sheet, cutStylesheet(sheet, markupTokens(html)).rest);

  it("keeps the rules the page's markup can use, in their order, and drops the rest", () => {
    expect(cut('<h1 class="flex md:flex hover:underline p-8">Stickers</h1>')).toBe(
      [
        '@layer theme{:root,:host{--color-navy:#0f2a44}}',
        '@layer base{*,:after{box-sizing:border-box}h1,h2{font-size:inherit}}',
        '@layer components;',
        '@layer utilities{.flex{display:flex}.p-4,.p-8{padding:1rem}',
        '@media (min-width:48rem){.md\\:flex{display:flex}}',
        '@media (hover:hover){.hover\\:underline:hover{text-decoration-line:underline}}}',
        '[data-below-fold]{content-visibility:auto}',
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
        '@keyframes pulse{50%{opacity:.5}}',
      ].join(''),
    );
  });

  it('drops a media query left empty but keeps every layer, whose first place sets their order', () => {
    expect(cut('<p>Hi</p>')).toBe(
      [
        '@layer theme{:root,:host{--color-navy:#0f2a44}}',
        '@layer base{*,:after{box-sizing:border-box}}',
        '@layer components;',
        '@layer utilities{}',
        '[data-below-fold]{content-visibility:auto}',
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
        '@keyframes pulse{50%{opacity:.5}}',
      ].join(''),
    );
  });

  it('is the whole sheet for markup that uses all of it', () => {
    expect(cut('<h1 class="flex grid p-4 hidden md:flex md:grid hover:underline"><table></table></h1>')).toBe(
      sheet,
    );
  });

  it('is cut again for each page: the same sheet read once serves pages that use different rules', () => {
    expect(cut('<div class="grid"></div>')).toContain('.grid{display:grid}');
    expect(cut('<div class="grid"></div>')).not.toContain('.flex{');
    expect(cut('<div class="flex"></div>')).not.toContain('.grid{');
  });

  it('leaves the rest, in its order and groups, with none of the rules the cut has', () => {
    expect(rest('<h1 class="flex md:flex hover:underline p-8">Stickers</h1>')).toBe(
      '@layer base{table{border-collapse:collapse}}@layer utilities{.grid{display:grid}.hidden{display:none}' +
        '@media (min-width:48rem){.md\\:grid{display:grid}}}',
    );
    expect(
      rest('<h1 class="flex grid p-4 hidden md:flex md:grid hover:underline"><table></table></h1>'),
    ).toBe('');
  });

  it('has every rule of the sheet in its cut or its rest, for any page', () => {
    const rules = (css: string) => css.match(/[^{}]+\{[^{}]+\}/g) ?? [];
    for (const html of [
      '<p>Hi</p>',
      '<div class="grid md:flex"><table></table></div>',
      '<h1 class="hidden">x</h1>',
    ])
      expect([...rules(cut(html)), ...rules(rest(html) ?? '')].sort()).toEqual(rules(sheet).sort());
  });

  it("gives no rest for a key that is not one of the sheet's", () => {
    const { rest: key } = cutStylesheet(sheet, markupTokens('<p class="flex"></p>'));
    expect(restOfStylesheet(sheet, key)).toBeDefined();
    expect(restOfStylesheet(sheet, `${key}AA`)).toBeUndefined();
    expect(restOfStylesheet(sheet, '')).toBeUndefined();
    expect(restOfStylesheet(sheet, '../x')).toBeUndefined();
    expect(restOfStylesheet(sheet, 'A\u0000')).toBeUndefined();
  });
});
