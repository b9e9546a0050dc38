import { AsyncLocalStorage } from 'node:async_hooks';

const internal = new AsyncLocalStorage<string>();

/**
 * Platform-internal work that needs an admin transaction without an admin actor (the purge of
 * a deleted outlet, the analysis counts asked for by identity). Not exported from the package:
 * services get admin transactions only on @AdminOnly paths.
 */
export function runAsPlatform<T>(reason: string, fn: () => T): T {
  return internal.run(reason, fn);
}

/** The reason of the platform-internal work in progress, if any. */
export function platformWork(): string | undefined {
  return internal.getStore();
}
