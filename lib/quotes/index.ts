export { artworkFileProblem, fileSizeMb } from './artwork-file';
export {
  idempotencyHeaderSchema,
  quoteChoiceMessages,
  quoteRequestSchema,
  quoteRequestSchemasOf,
} from './schema';
export {
  fulfillmentLabel,
  priceDetails,
  productName,
  productionDetails,
  quoteDetails,
  shippingAddress,
  storedTotals,
  toSummary,
} from './summary';
