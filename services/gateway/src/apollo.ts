import http from 'node:http';
import {
  ApolloGateway,
  RemoteGraphQLDataSource,
  type GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import {
  graphqlProtection,
  INTERNAL_ERROR_MESSAGE,
  isClientErrorCode,
  tooManyRequestsStatus,
} from '@mise/platform/edge';
import type { GatewayConfig } from './config';

/** Headers passed from the client to every subgraph (the correlation id is always set). */
export const FORWARDED_HEADERS = [
  'authorization',
  'x-outlet-id',
  'x-session-id',
  'x-guest-token',
] as const;
export const CORRELATION_HEADER = 'x-correlation-id';

export interface GatewayContext {
  correlationId: string;
  /** Header name (lower case) to value, sent to each subgraph. */
  forwardHeaders: Record<string, string>;
}

class ForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const forward = (options.context as Partial<GatewayContext>).forwardHeaders ?? {};
    for (const [name, value] of Object.entries(forward)) {
      options.request.http?.headers.set(name, value);
    }
  }

  /**
   * A subgraph's 4xx answer (a refused input, a limit, throttling) keeps its first error when the
   * code is a client one; anything else becomes an internal error whose details (the body, the
   * subgraph's URL) only reach the log.
   */
  override async errorFromResponse(
    response: Parameters<RemoteGraphQLDataSource['errorFromResponse']>[0],
  ) {
    const error = await super.errorFromResponse(response);
    const body = (error.extensions.response as { body?: unknown } | undefined)?.body;
    const first = (body as { errors?: GraphQLFormattedError[] } | undefined)?.errors?.[0];
    const code = first?.extensions?.code;
    if (response.status < 500 && first && isClientErrorCode(code)) {
      const field = first.extensions?.field;
      return new GraphQLError(first.message, {
        extensions: { code, ...(typeof field === 'string' ? { field } : {}) },
      });
    }
    return error;
  }
}

/** Extensions never shown to a client (a subgraph's URL and body, stack traces). */
const HIDDEN_EXTENSIONS = ['stacktrace', 'exception', 'response', 'serviceName', 'http'];

/**
 * What a client sees of an error, in every environment: errors with a client code keep their
 * message and extensions (minus the hidden ones); anything else is "Internal server error".
 */
export function maskError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (!isClientErrorCode(code)) {
    return {
      message: INTERNAL_ERROR_MESSAGE,
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  const extensions = Object.fromEntries(
    Object.entries(formatted.extensions ?? {}).filter(([key]) => !HIDDEN_EXTENSIONS.includes(key)),
  );
  return { ...formatted, extensions };
}

const isInternal = (code: unknown) => code === undefined || code === 'INTERNAL_SERVER_ERROR';

/** Logs errors that carry no client-facing code, with the request's correlation id. */
function logInternalErrors(logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didEncounterErrors({ errors, contextValue }) {
          for (const err of errors.filter((e) => isInternal(e.extensions?.code))) {
            logger.error({ correlationId: contextValue.correlationId, err }, 'graphql error');
          }
          return Promise.resolve();
        },
      });
    },
  };
}

/** A request's context: its correlation id and the headers each subgraph gets. */
export function graphqlContext({ req, res }: { req: Request; res: Response }) {
  const correlationId = req.id as string;
  const forwardHeaders: Record<string, string> = {
    [CORRELATION_HEADER]: correlationId,
    // Always ours: a client-sent X-Client-IP (or X-Gateway-Edge) is never forwarded.
    ...(res.locals.edgeHeaders as Record<string, string>),
  };
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string' && value) forwardHeaders[name] = value;
  }
  return Promise.resolve<GatewayContext>({ correlationId, forwardHeaders });
}

/**
 * Apollo Server on the supergraph: each subgraph at its URL (`urlOf`, from the overrides), the
 * limits every subgraph applies too, errors masked for clients, the landing page outside
 * production.
 */
export function createApollo(
  config: GatewayConfig,
  deps: {
    supergraphSdl: string;
    urlOf: Map<string, string>;
    logger: Logger;
    httpServer: http.Server;
    metricsPlugin: ApolloServerPlugin<GatewayContext>;
  },
): ApolloServer<GatewayContext> {
  const { supergraphSdl, urlOf, logger, httpServer } = deps;
  const production = config.nodeEnv === 'production';
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }) => new ForwardingDataSource({ url: urlOf.get(name) ?? url }),
  });
  // The limits every subgraph applies too (one implementation, @mise/platform/edge).
  const protection = graphqlProtection(config.limits);
  // Only graphql-armor's field-suggestion masking here (production); its limits are off.
  const suggestions = new ApolloArmor({
    maxDepth: { enabled: false },
    maxAliases: { enabled: false },
    maxDirectives: { enabled: false },
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    csrfPrevention: true,
    introspection: !production,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: protection.validationRules,
    parseOptions: protection.parseOptions,
    stopOnTerminationSignals: false,
    logger: logger.child({ component: 'apollo' }),
    plugins: [
      ...(suggestions.plugins as ApolloServerPlugin<GatewayContext>[]),
      deps.metricsPlugin,
      logInternalErrors(logger),
      // a limit refused by a subgraph's resolver (a table's orders) is a 429 here too
      tooManyRequestsStatus<GatewayContext>(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      production
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
    ],
    formatError: maskError,
  });
  return apollo;
}
