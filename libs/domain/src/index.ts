export * from './money';
export * from './phone';
export * from './date-range';
export * from './lock';
export * from './messages';
export * from './validation';
export * from './activity';
