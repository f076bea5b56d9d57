export { defaultReviewerName, reviewMessages, reviewStructuredData } from './rules';
