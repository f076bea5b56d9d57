export * from './messages';
export * from './account';
export * from './account-attributes';
export { fullName, phoneAttribute } from './account-attributes';
export {
  accountMessages,
  contactMessages,
  contentFallbacks,
  errorMessages,
  lengthMessages,
  quoteMessages,
  successMessages,
} from './messages';
export { notificationTitles } from './notification-titles';
export { SPECIAL_CHARACTERS, passwordRules } from './password-rules';
export { tooLongMessage } from './too-long';
export { countryCode, upperStateCode, usAddressIssues } from './us-address';
