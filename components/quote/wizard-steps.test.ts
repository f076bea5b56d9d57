import { emptyDraft, type QuoteDraft } from './draft';
import { visibleSteps } from './wizard-steps';

const draft = (choices: Partial<QuoteDraft>): QuoteDraft => ({ ...emptyDraft(), ...choices });

const sticker = {
  product: 'stickers-labels',
  productOption: 'die-cut',
  material: 'white-vinyl',
  embossingOption: 'none',
  finishOption: 'matte',
};
const magnet = {
  product: 'magnets',
  productOption: 'business-cards',
  material: '20-mil-magnet',
  finishOption: 'gloss',
};

describe('visibleSteps: the steps reached and their headings', () => {
  it.each<[string, Partial<QuoteDraft>, [string, string][]]>([
    ['nothing chosen', {}, [['product', '1. Product']]],
    ['a product that is not sold', { product: 'balloons' }, [['product', '1. Product']]],
    [
      'stickers & labels',
      { product: 'stickers-labels' },
      [
        ['product', '1. Product'],
        ['productOption', '2. Product option'],
      ],
    ],
    [
      'a sticker option, its material preselected',
      { product: 'stickers-labels', productOption: 'die-cut', material: 'white-vinyl' },
      [
        ['product', '1. Product'],
        ['productOption', '2. Product option'],
        ['material', '3. Material'],
        ['embossingOption', '4. Embossing'],
      ],
    ],
    [
      'a sticker embossing',
      { ...sticker, finishOption: '' },
      [
        ['product', '1. Product'],
        ['productOption', '2. Product option'],
        ['material', '3. Material'],
        ['embossingOption', '4. Embossing'],
        ['finishOption', '5. Finish'],
      ],
    ],
    [
      'a sticker finish',
      sticker,
      [
        ['product', '1. Product'],
        ['productOption', '2. Product option'],
        ['material', '3. Material'],
        ['embossingOption', '4. Embossing'],
        ['finishOption', '5. Finish'],
        ['size', '6. Size'],
      ],
    ],
    [
      'a custom sticker size with no height yet',
      { ...sticker, sizeChoice: 'custom', customWidth: '3' },
      [
        ['product', '1. Product'],
        ['productOption', '2. Product option'],
        ['material', '3. Material'],
        ['embossingOption', '4. Embossing'],
        ['finishOption', '5. Finish'],
        ['size', '6. Size'],
      ],
    ],
    [
      'a sticker size',
      { ...sticker, sizeChoice: '2x2' },
      [
        ['product', '1. Product'],
        ['productOption', '2. Product option'],
        ['material', '3. Material'],
        ['embossingOption', '4. Embossing'],
        ['finishOption', '5. Finish'],
        ['size', '6. Size'],
        ['quantity', 'Quantity and price'],
      ],
    ],
    [
      'a sticker quantity',
      { ...sticker, sizeChoice: '2x2', quantityChoice: '100' },
      [
        ['product', '1. Product'],
        ['productOption', '2. Product option'],
        ['material', '3. Material'],
        ['embossingOption', '4. Embossing'],
        ['finishOption', '5. Finish'],
        ['size', '6. Size'],
        ['quantity', 'Quantity and price'],
        ['upload', 'Artwork'],
      ],
    ],
    [
      'artwork to be sent later',
      { ...sticker, sizeChoice: '2x2', quantityChoice: '100', uploadOption: 'skip' },
      [
        ['product', '1. Product'],
        ['productOption', '2. Product option'],
        ['material', '3. Material'],
        ['embossingOption', '4. Embossing'],
        ['finishOption', '5. Finish'],
        ['size', '6. Size'],
        ['quantity', 'Quantity and price'],
        ['upload', 'Artwork'],
        ['contact', 'Contact information'],
      ],
    ],
    [
      'a magnet option, its material preselected: no embossing, the finish is step 4',
      { ...magnet, finishOption: '' },
      [
        ['product', '1. Product'],
        ['productOption', '2. Product option'],
        ['material', '3. Material'],
        ['finishOption', '4. Finish'],
      ],
    ],
    [
      'a magnet quantity',
      { ...magnet, sizeChoice: '3.5x2', quantityChoice: '100' },
      [
        ['product', '1. Product'],
        ['productOption', '2. Product option'],
        ['material', '3. Material'],
        ['finishOption', '4. Finish'],
        ['size', '5. Size'],
        ['quantity', 'Quantity and price'],
        ['upload', 'Artwork'],
      ],
    ],
  ])('%s', (_, choices, expected) => {
    expect(visibleSteps(draft(choices)).map((step) => [step.id, step.heading])).toEqual(expected);
  });
});
