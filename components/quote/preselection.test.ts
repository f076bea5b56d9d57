import { seedPriceBook } from '@/content/price-book';
import { quoteHref } from '@/content/quote-products';
import { CUSTOM, emptyDraft } from './draft';
import { withPreselection } from './preselection';

describe('a wizard link’s choices', () => {
  it('preselects a product and option from a catalogue link, ignoring unknown ids', () => {
    expect(
      withPreselection(seedPriceBook, emptyDraft(), '?product=stickers-labels&option=qr-code'),
    ).toMatchObject({
      product: 'stickers-labels',
      productOption: 'qr-code',
    });
    expect(withPreselection(seedPriceBook, emptyDraft(), '?product=mugs&option=qr-code')).toMatchObject({
      product: '',
      productOption: '',
    });
    expect(
      withPreselection(seedPriceBook, emptyDraft(), '?product=stickers-labels&option=nope'),
    ).toMatchObject({
      product: 'stickers-labels',
      productOption: '',
    });
  });

  it('prefills every choice a wizard link carries: a listed size and quantity, finish and embossing', () => {
    expect(
      withPreselection(
        seedPriceBook,
        emptyDraft(),
        '?product=stickers-labels&option=die-cut&width=3&height=2&quantity=500&finish=gloss&embossing=hd',
      ),
    ).toMatchObject({
      product: 'stickers-labels',
      productOption: 'die-cut',
      sizeChoice: '3x2',
      customWidth: '',
      quantityChoice: '500',
      customQuantity: '',
      finishOption: 'gloss',
      embossingOption: 'hd',
    });
  });

  it('prefills an unlisted size and quantity as custom ones', () => {
    expect(
      withPreselection(
        seedPriceBook,
        emptyDraft(),
        '?product=stickers-labels&option=qr-code&width=2.5&height=7&quantity=1235',
      ),
    ).toMatchObject({
      sizeChoice: CUSTOM,
      customWidth: '2.5',
      customHeight: '7',
      quantityChoice: CUSTOM,
      customQuantity: '1235',
    });
  });

  it('ignores invalid prefill values and keeps the valid ones', () => {
    const draft = withPreselection(
      seedPriceBook,
      emptyDraft(),
      '?product=stickers-labels&option=die-cut&width=99&height=2&quantity=52&finish=shiny&embossing=&extra=1',
    );
    expect(draft).toMatchObject({
      product: 'stickers-labels',
      productOption: 'die-cut',
      sizeChoice: '',
      quantityChoice: '',
      finishOption: '',
      embossingOption: '',
    });
    for (const bad of [
      'width=abc&height=2',
      'width=-2&height=2',
      'width=Infinity&height=2',
      'quantity=1e3',
    ]) {
      expect(
        withPreselection(seedPriceBook, emptyDraft(), `?product=stickers-labels&option=die-cut&${bad}`),
      ).toMatchObject({
        sizeChoice: '',
        quantityChoice: '',
      });
    }
    // Size needs an option to know its sizes: without one only the product is taken.
    expect(
      withPreselection(seedPriceBook, emptyDraft(), '?product=stickers-labels&width=2&height=2'),
    ).toMatchObject({
      product: 'stickers-labels',
      productOption: '',
      sizeChoice: '',
    });
  });

  it('keeps a saved draft of the same product and option unless the link carries choices', () => {
    const saved = {
      ...emptyDraft(),
      product: 'stickers-labels',
      productOption: 'die-cut',
      material: 'white-vinyl',
      finishOption: 'matte',
      embossingOption: 'none',
      sizeChoice: '4x4',
      quantityChoice: '250',
      contactName: 'Dana',
    };
    expect(withPreselection(seedPriceBook, saved, '?product=stickers-labels&option=die-cut')).toBe(saved);
    // A draft saved before materials were asked for gets the option's first.
    expect(withPreselection(seedPriceBook, { ...saved, material: '' }, '?product=stickers-labels')).toEqual(
      saved,
    );
    expect(withPreselection(seedPriceBook, saved, '?product=stickers-labels')).toBe(saved);
    expect(
      withPreselection(
        seedPriceBook,
        saved,
        '?product=stickers-labels&option=die-cut&width=5&height=5&quantity=1000',
      ),
    ).toEqual({
      ...saved,
      sizeChoice: '5x5',
      quantityChoice: '1000',
    });
    // Another option keeps the rest of the draft, as choosing it in the wizard would, and the
    // material when it offers it (else its first).
    expect(withPreselection(seedPriceBook, saved, '?product=stickers-labels&option=qr-code')).toEqual({
      ...saved,
      productOption: 'qr-code',
    });
    expect(
      withPreselection(
        seedPriceBook,
        { ...saved, material: 'glitter-vinyl' },
        '?product=stickers-labels&option=qr-code',
      ),
    ).toEqual({ ...saved, productOption: 'qr-code', material: 'white-vinyl' });
    expect(
      withPreselection(
        seedPriceBook,
        saved,
        '?product=stickers-labels&option=circular-oval&material=gold-foil',
      ),
    ).toEqual({ ...saved, productOption: 'circular-oval', material: 'gold-foil' });
    // A link into a fresh wizard preselects the option's first material too.
    expect(
      withPreselection(seedPriceBook, emptyDraft(), '?product=stickers-labels&option=qr-code'),
    ).toMatchObject({
      productOption: 'qr-code',
      material: 'white-vinyl',
    });
  });

  it("prefills another product's option, material, size and quantity within its own table", () => {
    const wrap = withPreselection(
      seedPriceBook,
      {
        ...emptyDraft(),
        product: 'stickers-labels',
        productOption: 'die-cut',
        sizeChoice: '2x2',
        quantityChoice: '50',
      },
      '?product=vehicle-graphics&option=full-wrap&material=cast-wrap-vinyl&width=204&height=60&quantity=3',
    );
    expect(wrap).toMatchObject({
      product: 'vehicle-graphics',
      productOption: 'full-wrap',
      material: 'cast-wrap-vinyl',
      sizeChoice: '204x60',
      quantityChoice: '3',
    });
    // A product page's plain form sends the size as one field; 30 ft x 10 ft is a real vehicle size.
    expect(
      withPreselection(
        seedPriceBook,
        emptyDraft(),
        '?product=vehicle-graphics&option=full-wrap&size=360x120&quantity=7',
      ),
    ).toMatchObject({
      sizeChoice: CUSTOM,
      customWidth: '360',
      customHeight: '120',
      quantityChoice: CUSTOM,
      customQuantity: '7',
    });
    // Beyond the table, another option's material, embossing of a product that has none: ignored
    // (the option's own first material is preselected instead).
    expect(
      withPreselection(
        seedPriceBook,
        emptyDraft(),
        '?product=vehicle-graphics&option=full-wrap&material=reflective-vinyl&width=361&height=60&quantity=101&embossing=hd',
      ),
    ).toMatchObject({ material: 'cast-wrap-vinyl', sizeChoice: '', quantityChoice: '', embossingOption: '' });
    // Another product's material on stickers & labels: their option's first instead.
    expect(
      withPreselection(
        seedPriceBook,
        emptyDraft(),
        '?product=stickers-labels&option=die-cut&material=cast-wrap-vinyl',
      ).material,
    ).toBe('white-vinyl');
  });
});

describe('quoteHref', () => {
  it('links to the wizard with only the given choices, which the wizard reads back', () => {
    expect(quoteHref({ product: 'stickers-labels' })).toBe('/start-an-order?product=stickers-labels');
    const href = quoteHref({
      product: 'stickers-labels',
      option: 'circular-oval',
      width: 2.5,
      height: 3,
      quantity: 250,
      finish: 'gloss',
      embossing: 'standard',
    });
    expect(href).toBe(
      '/start-an-order?product=stickers-labels&option=circular-oval&width=2.5&height=3&quantity=250&finish=gloss&embossing=standard',
    );
    expect(withPreselection(seedPriceBook, emptyDraft(), href.slice(href.indexOf('?')))).toMatchObject({
      product: 'stickers-labels',
      productOption: 'circular-oval',
      sizeChoice: CUSTOM,
      customWidth: '2.5',
      customHeight: '3',
      quantityChoice: '250',
      finishOption: 'gloss',
      embossingOption: 'standard',
    });
  });
});
