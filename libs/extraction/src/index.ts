export * from './types';
export * from './numbers';
export * from './dates';
export * from './rows';
export * from './match';
