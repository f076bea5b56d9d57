export { featuredProducts } from './featured';
export {
  discountLabel,
  isNewProduct,
  productDiscount,
  productDisplay,
  productName,
  productImage,
  photoSrcSet,
  photoUrl,
  productPagePrice,
  productQuote,
  productSpecsOf,
  ratingLabel,
  reviewCountLabel,
  startingAtLabel,
  starFills,
} from './display';
export {
  catalogueBreadcrumbMap,
  catalogueProductPaths,
  categoryPath,
  categoryProductParams,
  featuredProductHref,
  findCategory,
  findCategoryProduct,
  findListedProduct,
  listedProductParams,
  listingProductHref,
} from './paths';
export { productPriceTable } from './price-table';
export type { PriceTable } from './price-table';
