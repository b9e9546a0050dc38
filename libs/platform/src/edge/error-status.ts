import type { ApolloServerPlugin } from '@apollo/server';

/**
 * HTTP 429 for an operation refused by a limit while it ran (a resolver threw TOO_MANY_REQUESTS,
 * e.g. sales' orders per table, or a subgraph answered 429 through the gateway): when the answer
 * has no data and every error is TOO_MANY_REQUESTS, its status is 429 instead of 200. The
 * services get it from `graphqlEdgeOptions`; the gateway adds it to its plugins.
 */
export function tooManyRequestsStatus<T extends object>(): ApolloServerPlugin<T> {
  return {
    requestDidStart() {
      return Promise.resolve({
        willSendResponse({ response }) {
          if (response.body.kind !== 'single') return Promise.resolve();
          const { data, errors } = response.body.singleResult;
          const noData = data == null || Object.values(data).every((v) => v == null);
          if (
            noData &&
            errors?.length &&
            errors.every((e) => e.extensions?.code === 'TOO_MANY_REQUESTS')
          ) {
            response.http.status = 429;
          }
          return Promise.resolve();
        },
      });
    },
  };
}
