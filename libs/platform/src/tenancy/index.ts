export * from './tenancy';
export * from './tenancy-tables.migration';
export * from './projection-outlet-access';
export * from './purge-hook';
export { TenancyService } from './tenancy.handlers';
export * from './outlet-progress';
export * from './edit-window';
