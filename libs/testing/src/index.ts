export * from './app';
export * from './idp';
export * from './nats';
export * from './schema';
