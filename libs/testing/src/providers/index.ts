export * from './oauth-server';
export * from './google';
export * from './xero';
export * from './loyverse';
