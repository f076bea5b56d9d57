// A stylesheet cut in two: the rules a page's markup can use, and the rest. The site's one
// stylesheet (52 KB, inlined in every page) is most of what a prerendered page sends before its
// first screen, and a page uses about half of it. A rule goes in the cut when one of its
// selectors names only classes, ids and elements the markup has, so the cut errs only towards
// keeping: states (`:hover`, `[aria-expanded]`) and what `:not()`, `:is()` or `:where()` hold are
// never counted against a rule. The rest, for what only the page's scripts show, loads after the
// markup (prerendered-pages.mjs). It holds none of the cut's rules: a whole sheet loaded then
// restyled the whole page (about 50 ms of style work on a phone's CPU), the rest does not.
import postcss from 'postcss';

/** At-rules that hold rules to cut; any other (`@property`, `@keyframes`, `@font-face`) is kept whole. */
const GROUPS = new Set(['media', 'supports', 'layer', 'container', 'starting-style', 'scope']);
/** Sheets already read, by their text: the site has one or two, the same on every page. */
const compiledSheets = new Map();
const MAX_COMPILED_SHEETS = 8;

/** The identifier starting at `start` with its CSS escapes (`\:`, `\32 `) decoded, and where it ends. */
function readIdentifier(text, start) {
  let name = '';
  let index = start;
  while (index < text.length) {
    const char = text[index];
    if (char === '\\') {
      const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(text.slice(index + 1, index + 8));
      if (hex) {
        name += String.fromCodePoint(parseInt(hex[0], 16));
        index += 1 + hex[0].length;
      } else {
        name += text[index + 1] ?? '';
        index += 2;
      }
    } else if (/[\w-]/.test(char) || char.charCodeAt(0) >= 0x80) {
      name += char;
      index += 1;
    } else break;
  }
  return [name, index];
}

/** Where the bracket or parenthesis opened at `start` closes, past escapes and strings. */
function skipBalanced(text, start) {
  const open = text[start];
  const close = open === '[' ? ']' : ')';
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === '"' || char === "'") {
      for (index += 1; index < text.length && text[index] !== char; index += 1)
        if (text[index] === '\\') index += 1;
    } else if (char === open) depth += 1;
    else if (char === close && (depth -= 1) === 0) return index + 1;
  }
  return text.length;
}

/**
 * What one selector needs of the markup to match anything: `.name`, `#name` and `<name` tokens.
 * Attribute selectors and the arguments of pseudo-classes are skipped.
 */
export function selectorNeeds(selector) {
  const needs = [];
  let compoundStart = true;
  let index = 0;
  while (index < selector.length) {
    const char = selector[index];
    if (char === '[' || char === '(') {
      index = skipBalanced(selector, index);
      compoundStart = false;
    } else if (char === '.' || char === '#') {
      const [name, end] = readIdentifier(selector, index + 1);
      needs.push(char + name);
      index = end;
      compoundStart = false;
    } else if (char === ':') {
      index += selector[index + 1] === ':' ? 2 : 1;
      index = readIdentifier(selector, index)[1];
      if (selector[index] === '(') index = skipBalanced(selector, index);
      compoundStart = false;
    } else if (/[\s>+~]/.test(char)) {
      compoundStart = true;
      index += 1;
    } else if (compoundStart && /[a-zA-Z]/.test(char)) {
      const [name, end] = readIdentifier(selector, index);
      needs.push(`<${name.toLowerCase()}`);
      index = end;
      compoundStart = false;
    } else {
      index += char === '\\' ? 2 : 1;
      compoundStart = false;
    }
  }
  return needs;
}

const MARKUP_TAG = /<(script|style)\b[^>]*>[\s\S]*?<\/\1>|<([a-zA-Z][\w:-]*)([^>]*)>/gi;

/** The `.class`, `#id` and `<element` tokens a page's markup holds (scripts and styles aside). */
export function markupTokens(html) {
  const tokens = new Set();
  // One pass over the tags; a script or style element is matched whole, and skipped.
  for (const [, skipped, tag, attributes] of html.matchAll(MARKUP_TAG)) {
    if (skipped) continue;
    tokens.add(`<${tag.toLowerCase()}`);
    if (!attributes.includes('="')) continue;
    for (const [, name, value] of attributes.matchAll(/\s(class|id)="([^"]*)"/g)) {
      const prefix = name === 'class' ? '.' : '#';
      for (const word of decodeAttribute(value).split(/\s+/)) if (word) tokens.add(prefix + word);
    }
  }
  return tokens;
}

/** An attribute value as React escapes it (`&amp;`, `&gt;`, `&quot;`, `&#x27;`), decoded. */
function decodeAttribute(value) {
  return value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name) => ATTRIBUTE_ENTITIES[name]);
}
const ATTRIBUTE_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/**
 * The sheet as a tree of parts to emit: a rule with what each of its selectors needs (and its
 * place among the sheet's rules), a group at-rule with its parts, or text kept whole.
 */
function compile(container, rules = { count: 0 }) {
  return (container.nodes ?? []).flatMap((node) => {
    if (node.type === 'rule')
      return [{ text: node.toString(), needs: node.selectors.map(selectorNeeds), index: rules.count++ }];
    if (node.type === 'atrule' && node.nodes && GROUPS.has(node.name.toLowerCase()))
      return [
        {
          open: `@${node.name}${node.params ? ` ${node.params}` : ''}{`,
          // A layer is kept even when empty: where it first appears sets the layers' order.
          keepEmpty: node.name.toLowerCase() === 'layer',
          parts: compile(node, rules),
        },
      ];
    if (node.type === 'comment') return [];
    // A statement (`@layer components;`) has its semicolon only when printed with its parent.
    return [{ text: node.nodes ? node.toString() : `${node.toString()};` }];
  });
}

/** The sheet compiled: its parts, and how many rules it has. */
function compiledSheet(css) {
  let sheet = compiledSheets.get(css);
  if (!sheet) {
    const rules = { count: 0 };
    sheet = { parts: compile(postcss.parse(css), rules), ruleCount: rules.count };
    if (compiledSheets.size >= MAX_COMPILED_SHEETS) compiledSheets.delete(compiledSheets.keys().next().value);
    compiledSheets.set(css, sheet);
  }
  return sheet;
}

/** The parts `keeps` keeps (text kept whole only with `whole`), group at-rules around them. */
function emit(parts, keeps, whole) {
  let text = '';
  for (const part of parts) {
    if (part.parts) {
      const inner = emit(part.parts, keeps, whole);
      if (inner || (whole && part.keepEmpty)) text += `${part.open}${inner}}`;
    } else if (part.needs ? keeps(part) : whole) {
      text += part.text;
    }
  }
  return text;
}

/**
 * `css` cut to the rules whose selectors can match something `tokens` (markupTokens) holds, with
 * everything that is not a rule (`@property`, `@keyframes`, the order of layers), and `rest`: the
 * key restOfStylesheet takes to give the other rules. One bit per rule, set where the cut has it,
 * in base64url: about 170 characters for the site's thousand rules.
 */
export function cutStylesheet(css, tokens) {
  const { parts, ruleCount } = compiledSheet(css);
  const bits = Buffer.alloc(Math.ceil(ruleCount / 8));
  const keeps = (rule) => {
    const kept = rule.needs.some((needs) => needs.every((token) => tokens.has(token)));
    if (kept) bits[rule.index >> 3] |= 1 << (rule.index & 7);
    return kept;
  };
  const cut = emit(parts, keeps, true);
  return { css: cut, rest: bits.toString('base64url') };
}

/**
 * The rules of `css` its cut (cutStylesheet's `rest` key) left out, in their order: loaded after
 * the cut, the two hold every rule once, so no element the cut styled is styled again. Undefined
 * for a key that is not one of this sheet's.
 */
export function restOfStylesheet(css, rest) {
  const { parts, ruleCount } = compiledSheet(css);
  if (!/^[\w-]*$/.test(rest)) return undefined;
  const bits = Buffer.from(rest, 'base64url');
  if (bits.length !== Math.ceil(ruleCount / 8) || bits.toString('base64url') !== rest) return undefined;
  return emit(parts, (rule) => !(bits[rule.index >> 3] & (1 << (rule.index & 7))), false);
}
