export { promotionMessages } from './rules';
