import { seedPriceBook } from '@/content/price-book';
import type { PriceLine } from './index';
import { priceLineForm } from '@/tests/helpers/price-line-form';
import { lineChanges, readLineForm } from './line-fields';

/* The console's price line form as staff type it, and the history's "what changed". */
const stickers = seedPriceBook['die-cut-stickers'];
const sheets = seedPriceBook['sticker-sheets'];

const errorsOf = (values: Record<string, string | undefined>, shape: PriceLine = stickers) => {
  const read = readLineForm(values, shape);
  return read.ok ? {} : read.errors;
};

describe('the price line form as staff type it', () => {
  it('reads every line of the book back exactly', () => {
    for (const line of Object.values(seedPriceBook)) {
      expect(readLineForm(priceLineForm(line), line)).toEqual({ ok: true, line });
    }
  });

  it.each([
    ['0.29', 29],
    ['0.3', 30],
    ['$1.05', 105],
    [' 12 ', 1200],
    ['7.00', 700],
  ])('reads %j dollars as %d cents exactly', (dollars, cents) => {
    const read = readLineForm({ ...priceLineForm(stickers), 'brackets.0.cents': dollars }, stickers);
    expect(read.ok && read.line.brackets[0]!.cents).toBe(cents);
  });

  it.each(['1.105', '', 'abc', '-1', '1.', '.5', '1,05', '$', '1.2.3', '1.05$'])(
    'refuses %j as money, naming the field',
    (dollars) => {
      expect(errorsOf({ ...priceLineForm(stickers), setupCents: dollars })).toEqual({
        setupCents: 'Enter dollars and cents, e.g. 0.34.',
      });
    },
  );

  it.each(['', 'x', '-2', '1.', '1e3', '2 in', '1.2.3'])(
    'refuses %j as a number, naming the field',
    (number) => {
      expect(errorsOf({ ...priceLineForm(stickers), 'finish.gloss': number })).toEqual({
        'finish.gloss': 'Enter a number, e.g. 1.25.',
      });
    },
  );

  it('reads numbers with decimals and spaces around them', () => {
    const read = readLineForm(
      { ...priceLineForm(stickers), 'finish.gloss': ' 1.125 ', areaExponent: '1' },
      stickers,
    );
    expect(read.ok && [read.line.finish.gloss, read.line.areaExponent]).toEqual([1.125, 1]);
  });

  it('takes as many brackets as were posted, an empty limit being the open last one', () => {
    const values = priceLineForm(stickers);
    delete values['brackets.8.upTo'];
    delete values['brackets.8.cents'];
    values['brackets.7.upTo'] = '';
    const read = readLineForm(values, stickers);
    expect(read.ok && read.line.brackets).toEqual([
      ...stickers.brackets.slice(0, 7),
      { upTo: null, cents: stickers.brackets[7]!.cents },
    ]);
    // A limit without its price is no bracket.
    const limitOnly = readLineForm({ ...priceLineForm(stickers), 'brackets.9.upTo': '20000' }, stickers);
    expect(limitOnly.ok && limitOnly.line.brackets).toHaveLength(stickers.brackets.length);
  });

  it('reads a line of more than ten brackets', () => {
    const eleven: PriceLine = {
      ...stickers,
      brackets: [
        ...Array.from({ length: 10 }, (_, index) => ({ upTo: 10 * (index + 1), cents: 100 - index })),
        {
          upTo: null,
          cents: 50,
        },
      ],
    };
    expect(readLineForm(priceLineForm(eleven), eleven)).toEqual({ ok: true, line: eleven });
  });

  it.each([
    ['100, 250,500', [100, 250, 500]],
    ['100 250\t500', [100, 250, 500]],
    [' 50 , ', [50]],
  ])('reads matrix quantities %j', (text, quantities) => {
    const read = readLineForm({ ...priceLineForm(stickers), matrixQuantities: text }, stickers);
    expect(read.ok && read.line.matrixQuantities).toEqual(quantities);
  });

  it.each(['', ' , ', '100, 2.5', '100, -5', 'a lot'])('refuses matrix quantities %j', (text) => {
    expect(errorsOf({ ...priceLineForm(stickers), matrixQuantities: text })).toEqual({
      matrixQuantities: 'Enter whole numbers separated by commas, e.g. 100, 250, 500.',
    });
  });

  it('reads each unit and refuses any other', () => {
    for (const unit of ['piece', 'sheet', 'inch'] as const) {
      const read = readLineForm({ ...priceLineForm(stickers), unit }, stickers);
      expect(read.ok && read.line.unit).toBe(unit);
    }
    expect(errorsOf({ ...priceLineForm(stickers), unit: 'dozen' })).toEqual({
      unit: 'Please choose a unit.',
    });
    expect(errorsOf({ ...priceLineForm(stickers), unit: undefined })).toEqual({
      unit: 'Please choose a unit.',
    });
  });

  it("prices the catalogue's materials and embossings in the shape's order, whatever else is posted", () => {
    const read = readLineForm(
      {
        ...priceLineForm(sheets),
        'materials.1.factor': '1.1',
        'embossing.2.setupCents': '25',
        'materials.5.factor': '9',
      },
      sheets,
    );
    expect(read.ok && read.line.materials).toEqual([
      { id: 'white-vinyl', factor: 1 },
      { id: 'clear-vinyl', factor: 1.1 },
    ]);
    expect(read.ok && read.line.embossing[2]).toEqual({ id: 'hd', factor: 1.68, setupCents: 2500 });
  });

  it('names every field left empty', () => {
    expect(Object.keys(errorsOf({}, sheets)).toSorted()).toEqual(
      [
        'unit',
        'reference.width',
        'reference.height',
        'reference.quantity',
        'areaExponent',
        'minimumUnitCents',
        'setupCents',
        'embossing.0.factor',
        'embossing.0.setupCents',
        'embossing.1.factor',
        'embossing.1.setupCents',
        'embossing.2.factor',
        'embossing.2.setupCents',
        'finish.matte',
        'finish.gloss',
        'materials.0.factor',
        'materials.1.factor',
        'sizeInches.min',
        'sizeInches.max',
        'sizeInches.maxHeight',
        'customQuantity.min',
        'customQuantity.max',
        'customQuantity.step',
        'matrixQuantities',
        'discount',
      ].toSorted(),
    );
  });
});

describe("the history's what changed", () => {
  it('lists nothing for an unchanged line', () => {
    expect(lineChanges(stickers, structuredClone(stickers))).toEqual([]);
  });

  it('names each changed field as staff read it, old then new', () => {
    const edited: PriceLine = {
      ...stickers,
      unit: 'sheet',
      reference: { ...stickers.reference, width: 3 },
      brackets: stickers.brackets.map((bracket, index) =>
        index === 1 ? { ...bracket, cents: 33 } : index === 8 ? { upTo: 20000, cents: 9 } : bracket,
      ),
      minimumUnitCents: 7,
      setupCents: 150,
      finish: { matte: 1, gloss: 1.1 },
      materials: [{ id: 'white-vinyl', factor: 1.2 }],
      sizeInches: { min: 1, max: 40, maxHeight: 30 },
      customQuantity: { min: 60, max: 90000, step: 10 },
      matrixQuantities: [50, 100],
      discount: 12.5,
      areaExponent: 0.6,
    };
    expect(lineChanges(stickers, edited)).toEqual([
      { field: 'unit', label: 'Unit', before: 'piece', after: 'sheet' },
      { field: 'reference.width', label: 'Reference width', before: '2 in', after: '3 in' },
      { field: 'brackets.1.cents', label: 'Bracket 2 per piece', before: '$0.34', after: '$0.33' },
      { field: 'brackets.8.upTo', label: 'Bracket 9 up to', before: 'no limit', after: '20000' },
      { field: 'areaExponent', label: 'Area exponent', before: '0.55', after: '0.6' },
      { field: 'minimumUnitCents', label: 'Minimum per piece', before: '$0.06', after: '$0.07' },
      { field: 'setupCents', label: 'Setup fee', before: '$0.00', after: '$1.50' },
      { field: 'finish.gloss', label: 'Gloss factor', before: '1.08', after: '1.1' },
      { field: 'materials.0.factor', label: 'Material white-vinyl factor', before: '1', after: '1.2' },
      { field: 'sizeInches.min', label: 'Smallest side', before: '0.5 in', after: '1 in' },
      { field: 'sizeInches.max', label: 'Largest width', before: '48 in', after: '40 in' },
      { field: 'sizeInches.maxHeight', label: 'Largest height', before: '48 in', after: '30 in' },
      { field: 'customQuantity.min', label: 'Custom quantity from', before: '50', after: '60' },
      { field: 'customQuantity.max', label: 'Custom quantity up to', before: '100000', after: '90000' },
      { field: 'customQuantity.step', label: 'Custom quantity step', before: '5', after: '10' },
      {
        field: 'matrixQuantities',
        label: 'Matrix quantities',
        before: '50, 100, 250, 500, 1000, 2500, 5000, 10000',
        after: '50, 100',
      },
      { field: 'discount', label: 'Discount', before: '0 %', after: '12.5 %' },
    ]);
  });

  it('shows a bracket, embossing or other field added or removed against a dash', () => {
    const fewer: PriceLine = { ...stickers, brackets: stickers.brackets.slice(0, 8) };
    expect(lineChanges(stickers, fewer)).toEqual([
      { field: 'brackets.8.upTo', label: 'Bracket 9 up to', before: 'no limit', after: '—' },
      { field: 'brackets.8.cents', label: 'Bracket 9 per piece', before: '$0.09', after: '—' },
    ]);
    const embossed: PriceLine = { ...sheets, embossing: sheets.embossing.slice(0, 2) };
    expect(lineChanges(embossed, sheets)).toEqual([
      { field: 'embossing.2.factor', label: 'Embossing hd factor', before: '—', after: '1.68' },
      { field: 'embossing.2.setupCents', label: 'Embossing hd setup', before: '—', after: '$20.00' },
    ]);
    expect(
      lineChanges(sheets, {
        ...sheets,
        reference: { ...sheets.reference, height: 5, quantity: 50 },
        finish: { ...sheets.finish, matte: 0.9 },
        embossing: sheets.embossing.map((emb, index) => (index === 1 ? { ...emb, factor: 1.3 } : emb)),
      }).map(({ label, before, after }) => `${label}: ${before} → ${after}`),
    ).toEqual([
      'Reference height: 6 in → 5 in',
      'Reference quantity: 100 → 50',
      'Matte factor: 1 → 0.9',
      'Embossing standard factor: 1.29 → 1.3',
    ]);
  });
});
