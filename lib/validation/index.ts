export * from './messages';
export * from './account';
export * from './account-attributes';
