export { contactFormMessages } from './messages';
export { type ContactField, type ContactInput } from './schema';
