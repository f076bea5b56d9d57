import { seedPriceBook } from '@/content/price-book';
import {
  fieldMessages,
  quoteChoiceMessages,
  quoteFormSchema,
  quoteRequestSchema,
  type QuoteFormValue,
} from './schema';
import { addressMessages, lengthMessages, quoteMessages } from '@/lib/validation/messages';
import { quoteBody } from '@/tests/helpers/quotes';
import { cutBorderMessage } from '@/lib/cut-line/shape';

const validQuote = quoteBody();

function messagesFor(
  value: unknown,
  schema: typeof quoteFormSchema | typeof quoteRequestSchema = quoteFormSchema,
) {
  const result = schema(seedPriceBook).safeParse(value);
  return result.success ? {} : fieldMessages(result.error);
}

describe('quote form rules (spec §5)', () => {
  it('accepts a complete pickup quote without a file', () => {
    expect(quoteFormSchema(seedPriceBook).safeParse(validQuote).success).toBe(true);
  });

  it('names each missing contact field with its message', () => {
    const errors = messagesFor({ ...validQuote, contactName: '', contactEmail: '', contactPhone: '' });
    expect(errors.contactName).toEqual([quoteMessages.nameRequired]);
    expect(errors.contactEmail).toEqual([quoteMessages.emailRequired]);
    expect(errors.contactPhone).toEqual([quoteMessages.phoneRequired]);
  });

  it('names the limit a too-long contact field exceeds, not "required"', () => {
    const errors = messagesFor({
      ...validQuote,
      contactName: 'N'.repeat(65),
      contactEmail: `${'e'.repeat(190)}@example.com`,
      contactPhone: '9'.repeat(31),
    });
    expect(errors.contactName).toEqual([lengthMessages.name]);
    expect(lengthMessages.name).toBe('Name must be at most 64 characters.');
    expect(errors.contactEmail).toEqual([lengthMessages.email]);
    expect(errors.contactPhone).toEqual([lengthMessages.contactPhone]);
    expect(messagesFor({ ...validQuote, contactName: 'N'.repeat(64) }).contactName).toBeUndefined();
  });

  it.each([
    [undefined, [quoteMessages.customQuantityRequired]],
    [45, [quoteMessages.customQuantityMin, quoteMessages.customQuantityStep]],
    [49, [quoteMessages.customQuantityMin, quoteMessages.customQuantityStep]],
    [100_001, [quoteMessages.customQuantityMax, quoteMessages.customQuantityStep]],
    [100_005, [quoteMessages.customQuantityMax, quoteMessages.customQuantityStep]],
    [52, [quoteMessages.customQuantityStep]],
  ])('flags quantity %p with %p', (quantity, expected) => {
    expect(messagesFor({ ...validQuote, quantity }).quantity).toEqual(expected);
  });

  it.each([50, 55, 100_000])('accepts quantity %p', (quantity) => {
    expect(messagesFor({ ...validQuote, quantity }).quantity).toBeUndefined();
  });

  it('requires a file when upload is chosen, at most 50 MB', () => {
    expect(messagesFor({ ...validQuote, uploadOption: 'upload' }).uploadedFile).toEqual([
      quoteMessages.fileRequired,
    ]);
    const fileOfSize = (size: number) => {
      const file = new File(['x'], 'art.pdf', { type: 'application/pdf' });
      Object.defineProperty(file, 'size', { value: size });
      return file;
    };
    const fileErrors = (size: number) =>
      messagesFor({ ...validQuote, uploadOption: 'upload', uploadedFile: fileOfSize(size) } as QuoteFormValue)
        .uploadedFile;
    expect(fileErrors(52_428_800)).toBeUndefined();
    expect(fileErrors(52_428_801)).toEqual(['File size should not exceed 50 MB. Current size: 50.00 MB.']);
    expect(fileErrors(75 * 1024 * 1024)).toEqual([quoteMessages.fileTooLarge('75.00')]);
  });

  it.each(['dropoff', 'ship'])('asks %s for the five address fields', (fulfillmentMethod) => {
    const errors = messagesFor({ ...validQuote, fulfillmentMethod });
    expect(errors).toEqual({
      shippingAddress1: [quoteMessages.address1Required],
      shippingCity: [quoteMessages.cityRequired],
      shippingState: [quoteMessages.stateRequired],
      shippingPostalCode: [quoteMessages.postalCodeRequired],
      shippingCountry: [quoteMessages.countryRequired],
    });
  });

  describe('U.S. shipping address (free U.S. shipping)', () => {
    const shipped = {
      ...validQuote,
      fulfillmentMethod: 'ship',
      shippingAddress1: '25 Pacific Park',
      shippingCity: 'Aliso Viejo',
      shippingState: 'CA',
      shippingPostalCode: '92656',
      shippingCountry: 'US',
    };

    it.each(['CA', 'DC', 'AK', 'HI', 'WY'])('accepts the state code %s', (shippingState) => {
      expect(messagesFor({ ...shipped, shippingState }, quoteRequestSchema)).toEqual({});
    });

    it('stores a lower-case code upper-cased and any spelling of the country as US', () => {
      for (const [typed, stored] of [
        ['United States', 'US'],
        ['usa', 'US'],
        ['united states of america', 'US'],
      ]) {
        const parsed = quoteRequestSchema(seedPriceBook).parse({
          ...shipped,
          shippingState: 'ca',
          shippingCountry: typed,
        });
        expect([parsed.shippingState, parsed.shippingCountry]).toEqual(['CA', stored]);
      }
    });

    it.each(['Californ', 'California', 'C', 'CAL', 'XX', 'PR', 'AP'])(
      'refuses the state %p with its rule',
      (shippingState) => {
        expect(messagesFor({ ...shipped, shippingState })).toEqual({
          shippingState: [addressMessages.invalidStateAcronym],
        });
      },
    );

    it.each(['ABCDE', '1234', '123456', '92656-1234', '9265 6', '９２６５６'])(
      'refuses the ZIP %p: exactly 5 digits',
      (shippingPostalCode) => {
        expect(messagesFor({ ...shipped, shippingPostalCode })).toEqual({
          shippingPostalCode: [addressMessages.invalidAddressZip],
        });
      },
    );

    it.each(['Narnia', 'Canada', 'Mexico', 'U'])('refuses the country %p', (shippingCountry) => {
      expect(messagesFor({ ...shipped, shippingCountry }, quoteRequestSchema)).toEqual({
        shippingCountry: [addressMessages.invalidCountry],
      });
    });

    it('names each rule in words', () => {
      expect(addressMessages.invalidAddressZip).toBe('ZIP code must be exactly 5 digits.');
      expect(addressMessages.invalidStateAcronym).toBe(
        'State must be a 2-letter U.S. state code, such as CA.',
      );
    });

    it('does not judge an address typed before switching to pickup', () => {
      const parsed = quoteRequestSchema(seedPriceBook).parse({
        ...shipped,
        fulfillmentMethod: 'pickup',
        shippingPostalCode: 'ABCDE',
        shippingCountry: 'Narnia',
      });
      expect([parsed.shippingPostalCode, parsed.shippingCountry]).toEqual([undefined, undefined]);
    });
  });

  it('drops an address typed before switching to pickup', () => {
    const parsed = quoteRequestSchema(seedPriceBook).parse({ ...validQuote, shippingCity: 'Irvine' });
    expect(parsed.shippingCity).toBeUndefined();
  });

  it('rejects an option of another product and names the choice', () => {
    expect(messagesFor({ ...validQuote, productOption: 'mugs' }).productOption).toEqual([
      quoteChoiceMessages.productOption,
    ]);
  });

  it('requires the stored file URL on the server when upload is chosen', () => {
    expect(
      messagesFor({ ...validQuote, uploadOption: 'upload' }, quoteRequestSchema).uploadedFileUrl,
    ).toEqual([quoteMessages.fileRequired]);
  });
});

describe('artwork type in the wizard', () => {
  it('refuses a file that is not artwork', () => {
    const file = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    const errors = fieldMessages(
      quoteFormSchema(seedPriceBook).safeParse({ ...validQuote, uploadOption: 'upload', uploadedFile: file })
        .error!,
    );
    expect(errors.uploadedFile).toEqual(['Please upload a PDF, AI, EPS, SVG, PNG, JPEG, TIFF or PSD file.']);
  });
});

describe("a die-cut's white border (issue 32 §2)", () => {
  const parsed = (value: unknown) => {
    const result = quoteRequestSchema(seedPriceBook).safeParse(value);
    if (!result.success) throw new Error(JSON.stringify(fieldMessages(result.error)));
    return result.data;
  };

  it('keeps a border the shop offers; a die-cut without one is left as sent (stored with the default)', () => {
    expect(parsed({ ...validQuote, cutBorderIn: 0.25 }).cutBorderIn).toBe(0.25);
    expect(parsed({ ...validQuote, cutBorderIn: 0.1875 }).cutBorderIn).toBe(0.1875);
    expect(parsed(validQuote).cutBorderIn).toBeUndefined();
  });

  it('refuses any other border, naming the field and the borders offered', () => {
    for (const cutBorderIn of [0.3, 0, -0.125, '0.25', 1e9]) {
      expect(messagesFor({ ...validQuote, cutBorderIn }, quoteRequestSchema).cutBorderIn).toEqual([
        cutBorderMessage,
      ]);
    }
    expect(cutBorderMessage).toBe('Please choose a white border of 1/8 in, 3/16 in, 1/4 in.');
  });

  it('drops the border of a product that is not die-cut', () => {
    const rectangle = quoteBody({ productOption: 'rectangular-square', cutBorderIn: 0.25 });
    expect(parsed(rectangle).cutBorderIn).toBeUndefined();
  });
});
