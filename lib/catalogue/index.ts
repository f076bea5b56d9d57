export { featuredProducts } from './featured';
export {
  discountLabel,
  filledStars,
  isNewProduct,
  productDisplay,
  productPagePrice,
  ratingLabel,
  reviewCountLabel,
  startingAtLabel,
  starRuleFor,
  type StarRule,
} from './display';
export {
  catalogueCrumbs,
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
