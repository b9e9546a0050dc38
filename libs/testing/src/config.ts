import { ConfigError } from '@mise/platform';

/**
 * The problems a configuration loader refuses `env` with (its `ConfigError`), or [] when it
 * accepts it; any other error is rethrown. For each service's `config.spec.ts`.
 */
export function configProblems<E>(load: (env: E) => unknown, env: E): string[] {
  try {
    load(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}
