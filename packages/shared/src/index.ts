export * from './constants';
export * from './helpers';
export * from './messages';
export * from './user';
export * from './validation';
export * from './ui-text';
export * from './kyc';
