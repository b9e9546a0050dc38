export * from './app';
export * from './idp';
export * from './nats';
export * from './schema';
export * from './s3';
export * from './tenant';
export * from './cross-tenant';
export * from './stripe/server';
