import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { feedback } from '../core/feedback';
import { formSubmitting, showInForm } from '../core/form-problems';
import { inputProblems } from '../core/input-problems';
import { performAction, type ActionMessages } from './action';

export interface ActionOptions<
  TData,
  TVariables extends OperationVariables,
> extends ActionMessages<TData> {
  /** Update the cache from the answer (add a created row, drop a deleted one). */
  update?: useMutation.Options<TData, TVariables>['update'];
  /** Queries to fetch again after success, when updating the cache by hand is not worth it. */
  refetchQueries?: useMutation.Options<TData, TVariables>['refetchQueries'];
}

/**
 * The one place a screen runs a mutation. `run(variables)` sends it; on success it shows the
 * spec's toast (`success`) and the cache is updated (`update` or `refetchQueries`, awaited);
 * on failure the error modal shows the server's message (or `error(e)`'s text) and `run`
 * answers null; a validation refusal while a form submits shows by that form's field instead. Screens never need try/catch:
 *
 *   const [remove, { loading }] = useAction(DeleteOutletBillingDocument, {
 *     success: Messages.billing.deleted,
 *     refetchQueries: [SettingsBillingsDocument],
 *   });
 *   await remove({ id });
 */
export function useAction<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  options: ActionOptions<TData, TVariables> = {},
) {
  const [mutate, state] = useMutation(mutation, {
    update: options.update,
    refetchQueries: options.refetchQueries,
    awaitRefetchQueries: true,
    // With its own error text the action shows the modal itself.
    context: options.error ? { quiet: true } : undefined,
  } as never);
  const { success, error } = options;
  const run = useCallback(
    (variables: TVariables): Promise<TData | null> => {
      // A validation refusal shows by the form being submitted (the error link does so when the
      // action has no error text of its own).
      const form = formSubmitting();
      return performAction(
        async () => {
          const send = mutate as unknown as (options: {
            variables: TVariables;
          }) => Promise<{ data?: TData | null }>;
          const result = await send({ variables });
          if (!result.data) throw new Error('No answer');
          return result.data;
        },
        { success, error },
        feedback,
        (e) => {
          const problems = CombinedGraphQLErrors.is(e) ? inputProblems(e.errors) : null;
          if (!form || !problems) return false;
          showInForm(form, problems);
          return true;
        },
      );
    },
    [mutate, success, error],
  );
  return [run, { loading: state.loading }] as const;
}

/**
 * The add, update and delete actions of one kind of row (a sale, an adjustment, a stock-in):
 * each with its toast from the area's messages (`added`, `updated`, `deleted`), all refetching
 * the same queries.
 */
export function useRowActions<
  CD,
  CV extends OperationVariables,
  UD,
  UV extends OperationVariables,
  DD,
  DV extends OperationVariables,
>(
  documents: {
    create: TypedDocumentNode<CD, CV>;
    update: TypedDocumentNode<UD, UV>;
    remove: TypedDocumentNode<DD, DV>;
  },
  messages: { added: string; updated: string; deleted: string },
  refetchQueries: readonly TypedDocumentNode<unknown, never>[],
) {
  const refetch = refetchQueries as never;
  const [create] = useAction(documents.create, {
    success: messages.added,
    refetchQueries: refetch,
  });
  const [update] = useAction(documents.update, {
    success: messages.updated,
    refetchQueries: refetch,
  });
  const [remove] = useAction(documents.remove, {
    success: messages.deleted,
    refetchQueries: refetch,
  });
  return { create, update, remove };
}
