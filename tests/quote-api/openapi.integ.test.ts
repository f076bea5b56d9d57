import { GET } from '@/app/api/openapi.json/route';
import { seedPriceBook } from '@/content/price-book';
import { bookLines } from '@/lib/pricing/schema';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';

type Schema = {
  title?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: string[];
  minimum?: number;
  maximum?: number;
  oneOf?: Schema[];
};
type Operation = {
  parameters?: { name: string; in: string; required: boolean; schema: Schema }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, unknown>;
};
type Document = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, { get?: Operation; post?: Operation }>;
};

const bodyOf = (operation: Operation | undefined) =>
  operation!.requestBody!.content['application/json'].schema.oneOf!;

/** Issue 34 §4: the public API described from the schemas its routes validate with. */
describeWithDatabase('GET /api/openapi.json', () => {
  let document: Document;
  beforeAll(async () => {
    const answer = await GET(jsonRequest('/api/openapi.json', undefined, { method: 'GET' }), {});
    expect(answer.status).toBe(200);
    document = (await answer.json()) as Document;
  });

  it('is an OpenAPI 3.1 document of the three calls of spec §7', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers[0]?.url).toMatch(/^https?:\/\//);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/calculator-service/public/v1/prices',
      '/api/quote-service/public/v1/presigned-urls',
      '/api/quote-service/public/v1/quotes',
    ]);
  });

  it("describes each body once per price line, with that line's bounds and the spec's required fields", () => {
    const lines = bookLines(seedPriceBook).length;
    const prices = bodyOf(document.paths['/api/calculator-service/public/v1/prices']!.post);
    const quotes = bodyOf(document.paths['/api/quote-service/public/v1/quotes']!.post);
    expect(prices).toHaveLength(lines);
    expect(quotes).toHaveLength(lines);

    const dieCut = quotes.find((schema) => schema.title === 'stickers-labels · die-cut-stickers')!;
    expect(dieCut.required).toEqual(
      expect.arrayContaining([
        'product',
        'productOption',
        'embossingOption',
        'finishOption',
        'size',
        'quantity',
        'price',
        'contactName',
        'contactEmail',
        'contactPhone',
        'uploadOption',
        'fulfillmentMethod',
      ]),
    );
    expect(dieCut.properties?.finishOption?.enum).toEqual(['matte', 'gloss']);
    const width = dieCut.properties?.size?.properties?.width;
    const { sizeInches } = seedPriceBook['die-cut-stickers'];
    expect([width?.minimum, width?.maximum]).toEqual([sizeInches.min, sizeInches.max]);

    const wraps = prices.find((schema) => schema.title?.endsWith('· full-vehicle-wraps'))!;
    expect(wraps.properties?.embossing?.enum).toEqual(['none']);
  });

  it('names the upload query and the idempotency header as the routes read them', () => {
    const presign = document.paths['/api/quote-service/public/v1/presigned-urls']!.get!;
    expect(presign.parameters?.map(({ name, in: where, required }) => [name, where, required])).toEqual([
      ['fileName', 'query', true],
      ['fileType', 'query', true],
      ['fileSize', 'query', false],
    ]);
    const quote = document.paths['/api/quote-service/public/v1/quotes']!.post!;
    expect(quote.parameters?.map(({ name, in: where, required }) => [name, where, required])).toEqual([
      ['Idempotency-Key', 'header', true],
    ]);
    expect(Object.keys(quote.responses).sort()).toEqual(['200', '201', '403', '422', '429', '503']);
  });
});
