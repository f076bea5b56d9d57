import 'server-only';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import { site } from '@/content/site';
import type { LineRulesBook } from '@/lib/pricing';
import { priceRequestSchemasOf } from '@/lib/pricing';
import { idempotencyHeaderSchema, quoteRequestSchemasOf } from '@/lib/quotes';
import { presignQuerySchema } from '@/lib/storage';

/**
 * The public product API (spec §7: prices, upload URLs, quotes) as an OpenAPI 3.1 document,
 * generated from the zod schemas the routes validate with, so it cannot drift from them. A
 * request's bounds depend on its product and price line (sizes, quantities), so each body is
 * one of the line schemas of the book in force. What zod checks in code (a material the option
 * offers, an address for shipping) is not expressible here and stays the server's to say (422).
 */
export function openApiDocument(book: LineRulesBook, siteUrl: string) {
  // OpenAPI 3.1 speaks JSON Schema 2020-12 already: each schema's own $schema line is left out.
  const schemaOf = (schema: $ZodType): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).filter(
        ([key]) => key !== '$schema',
      ),
    );
  const lineSchemas = (schemas: { product: string; lineId: string; schema: $ZodType }[]) => ({
    oneOf: schemas.map(({ product, lineId, schema }) => ({
      title: `${product} · ${lineId}`,
      ...schemaOf(schema),
    })),
  });
  // An object schema's fields as the operation's parameters (query or header).
  const parametersOf = (schema: $ZodType, where: 'query' | 'header') => {
    const { properties, required = [] } = schemaOf(schema) as {
      properties: Record<string, object>;
      required?: string[];
    };
    return Object.entries(properties).map(([name, field]) => ({
      name,
      in: where,
      required: required.includes(name),
      schema: field,
    }));
  };
  const error = { $ref: '#/components/schemas/Error' };
  const refusals = {
    '422': { description: 'A field is refused; each problem names its field.', content: json(error) },
    '429': {
      description: 'Too many requests from this address; see Retry-After.',
      content: json(error),
    },
    '503': { description: 'The shop is busy; try again after Retry-After.', content: json(error) },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: `${site.name} product API`,
      version: '1',
      description: 'Instant prices, artwork upload URLs and quote requests.',
    },
    servers: [{ url: siteUrl }],
    paths: {
      '/api/calculator-service/public/v1/prices': {
        post: {
          summary: 'Price a product at a size: every listed quantity, and the one asked for.',
          requestBody: { required: true, content: json(lineSchemas(priceRequestSchemasOf(book))) },
          responses: {
            '200': {
              description:
                'statusCode and a JSON string body holding pricingMatrix (quantity → total in dollars) and customQuantityPrice.',
              content: json({
                type: 'object',
                properties: { statusCode: { type: 'integer' }, body: { type: 'string' } },
                required: ['statusCode', 'body'],
              }),
            },
            ...refusals,
          },
        },
      },
      '/api/quote-service/public/v1/presigned-urls': {
        get: {
          summary: 'A URL to PUT one artwork file to.',
          parameters: parametersOf(presignQuerySchema, 'query'),
          responses: {
            '200': {
              description: 'Where to PUT the file, with its Content-Type.',
              content: json({
                type: 'object',
                properties: { uploadURL: { type: 'string', format: 'uri' } },
                required: ['uploadURL'],
              }),
            },
            ...refusals,
          },
        },
      },
      '/api/quote-service/public/v1/quotes': {
        post: {
          summary: 'Request a quote for the whole form.',
          // Sent again with a retry, the key answers the first quote (200) instead of storing a second.
          parameters: parametersOf(idempotencyHeaderSchema, 'header'),
          requestBody: { required: true, content: json(lineSchemas(quoteRequestSchemasOf(book))) },
          responses: {
            '201': {
              description: 'The quote is stored; its number is quoteNumber.',
              content: json(quoteAnswer),
            },
            '200': {
              description: 'The quote this Idempotency-Key stored before.',
              content: json(quoteAnswer),
            },
            '403': { description: 'Sent from another site (Origin).', content: json(error) },
            ...refusals,
          },
        },
      },
    },
    components: {
      schemas: {
        Error: {
          type: 'object',
          properties: {
            message: { type: 'string' },
            code: { type: 'string' },
            statusCode: { type: 'integer' },
            validationErrors: {
              type: 'array',
              items: {
                type: 'object',
                properties: { location: { type: 'string' }, clientMessage: { type: 'string' } },
                required: ['location', 'clientMessage'],
              },
            },
          },
          required: ['message', 'code', 'statusCode'],
        },
      },
    },
  };
}

const quoteAnswer = {
  type: 'object',
  properties: { quoteNumber: { type: 'string' }, quote: { type: 'object' } },
  required: ['quoteNumber', 'quote'],
};

function json(schema: object) {
  return { 'application/json': { schema } };
}
