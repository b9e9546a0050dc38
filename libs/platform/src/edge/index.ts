/**
 * `@mise/platform/edge`: what the gateway and the services share about requests, without Nest:
 * GraphQL limits, the token rule, client errors, the client IP and a rate limiter.
 */
export * from './client-ip';
export * from './cost';
export * from './errors';
export * from './guest';
export * from './error-status';
export * from './limits';
export * from './metrics-access';
export * from './rate-limit';
export * from './shared-counter';
export * from './token';
export * from './webhook-body';
// the gateway refuses the same committed secrets as the services
export { isCommittedDevSecret, productionSecretProblems } from '../config';
