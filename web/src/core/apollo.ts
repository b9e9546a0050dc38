import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { accessToken } from './auth';
import { appConfig } from './config';
import { feedback } from './feedback';
import { formSubmitting, showInForm, type ProblemForm } from './form-problems';
import { inputProblems } from './input-problems';
import { session } from './session';

/**
 * One Apollo Client, through the gateway. Each request carries the access token, the session id
 * and the current outlet (`X-Outlet-ID`) from the locally held session. Every server error is
 * shown in the error modal, except a validation refusal (BAD_USER_INPUT) sent while a form submits:
 * that one shows by the form's field (see form-problems.tsx). Nothing is shown when the operation asks for `context: { quiet: true }` and handles
 * its errors itself.
 */
declare module '@apollo/client' {
  interface DefaultContext {
    /** The caller handles errors itself: the error modal stays closed. */
    quiet?: boolean;
    /** The form being submitted when the request started: its validation refusals go there. */
    problemForm?: ProblemForm | null;
  }
}

/** The message a user sees for a failed operation. */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((e) => e.message).join('\n') || 'Something went wrong.';
  }
  if (error instanceof Error && /fetch|network/i.test(error.message)) {
    return 'Mise cannot be reached. Check your connection and try again.';
  }
  return error instanceof Error ? error.message : String(error);
}

const headers = new SetContextLink(async (prev) => {
  // Read before any await: the submitting form is the one of this request.
  const problemForm = prev.problemForm === undefined ? formSubmitting() : prev.problemForm;
  const token = await accessToken();
  const { sessionId, outletId } = session.get();
  return {
    problemForm,
    headers: {
      ...prev.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(sessionId ? { 'x-session-id': sessionId } : {}),
      ...(outletId ? { 'x-outlet-id': outletId } : {}),
    },
  };
});

const errors = new ErrorLink(({ error, operation }) => {
  const { quiet, problemForm } = operation.getContext();
  if (quiet) return;
  const problems = CombinedGraphQLErrors.is(error) ? inputProblems(error.errors) : null;
  if (problemForm && problems) showInForm(problemForm, problems);
  else feedback.showError(errorMessage(error));
});

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errors, headers, new HttpLink({ uri: appConfig.graphqlUrl })]),
  cache: new InMemoryCache({
    typePolicies: {
      // Identity holds only the key; each service adds its own step fields.
      OutletProgress: { keyFields: ['outletId'] },
    },
  }),
});
