export * from './revision-upsert';
export * from './convergence';
