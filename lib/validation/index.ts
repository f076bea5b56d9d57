export * from './messages';
export * from './account';
