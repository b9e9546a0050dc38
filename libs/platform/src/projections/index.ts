export * from './revision-upsert';
export * from './convergence';
export * from './read-through';
export * from './lookup-request';
