import 'reflect-metadata';

export * from './config';
export * from './context';
export * from './errors';
export * from './ids';
export * from './logging';
export * from './tokens';
export * from './bootstrap';
export * from './platform.module';
export * from './auth/decorators';
export * from './auth/outlet-access';
export * from './auth/actor';
export * from './db/db.service';
export * from './db/rls';
export * from './db/tables';
export * from './db/migrate';
export * from './db/provision';
export * from './db/platform-tables.migration';
export * from './db/platform-migrations';
export * from './db/queries';
export * from './db/outlet-row.entity';
export * from './events/handlers';
export * from './events/bus';
export * from './events/nats.service';
export * from './events/outbox-relay';
export * from './events/event-consumer';
export * from './events/envelope';
export * from './events/dead-letter';
export * from './events/origin';
export * from './projections';
export * from './graphql/connection';
export * from './graphql/loaders';
export * from './graphql/operations';
export * from './group';
export * from './interval-task';
export * from './random-code';
export * from './graphql/input-strings';
export {
  DEFAULT_PUBLIC_PER_MINUTE,
  requestClientIp,
  requestGuestToken,
  type PublicOptions,
} from './graphql/public-throttle';
export { installHttpEdge } from './graphql/http-edge';
export * from './health/metrics.service';
export * from './storage';
export * from './tenancy';
