import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ParseOptions, type ValidationRule } from 'graphql';
import type { Request } from 'express';
import { tooManyRequestsStatus } from '../edge/error-status';
import { graphqlProtection, readGraphqlLimits } from '../edge/limits';
import { ConfigError } from '../config';
import { AppError } from '../errors';
import { checkInputStrings } from './input-strings';
import { PublicThrottle, requestClientIp, requestGuestToken } from './public-throttle';

/** An AppError as the whole request's answer, with its HTTP status (and headers). */
function requestError(error: AppError, status: number, headers: Record<string, string> = {}) {
  const head = new HeaderMap();
  for (const [name, value] of Object.entries(headers)) head.set(name, value);
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: { ...error.extensions, code: error.code, http: { status, headers: head } },
  });
}

export interface GraphqlEdgeOptions {
  validationRules: ValidationRule[];
  parseOptions: ParseOptions;
  plugins: ApolloServerPlugin<{ req?: Request }>[];
  /** The `@Public()` throttle: the platform gives it the shared counters at start. */
  throttle: PublicThrottle;
}

/**
 * What every subgraph's Apollo Server gets from the platform (spread into GraphQLModule.forRoot):
 * the gateway's own limits (depth, aliases, directives, list-aware cost, tokens, from the same
 * `GRAPHQL_*` variables), the check of every string input, the throttling of `@Public()`
 * operations per client IP, and HTTP 429 for a TOO_MANY_REQUESTS a resolver threw.
 */
export function graphqlEdgeOptions(
  env: Record<string, string | undefined> = process.env,
  /** `GATEWAY_EDGE_SECRET`: `X-Client-IP` is believed only with it (null: as sent). */
  gatewaySecret: string | null = env.GATEWAY_EDGE_SECRET || null,
): GraphqlEdgeOptions {
  const { limits, problems } = readGraphqlLimits(env);
  if (problems.length) throw new ConfigError(problems);
  const { validationRules, parseOptions } = graphqlProtection(limits);
  const throttle = new PublicThrottle();
  const plugin: ApolloServerPlugin<{ req?: Request }> = {
    requestDidStart() {
      return Promise.resolve({
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          if (!operation) return;
          const refused = await throttle.check(
            schema,
            document,
            operation,
            requestClientIp(contextValue.req, gatewaySecret),
            requestGuestToken(contextValue.req),
          );
          if (refused) {
            throw requestError(refused.error, 429, {
              'retry-after': String(refused.retryAfterSeconds),
            });
          }
          try {
            checkInputStrings(schema, document, operation, request.variables);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            throw requestError(error, 400);
          }
        },
      });
    },
  };
  return {
    validationRules,
    parseOptions,
    plugins: [plugin, tooManyRequestsStatus()],
    throttle,
  };
}
