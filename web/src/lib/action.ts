/**
 * What `useAction` does around a mutation, without React: run it, then the spec's success toast,
 * or the error modal. Pure, so the rules are tested with fakes.
 */
export interface ActionFeedback {
  notify: (text: string) => void;
  showError: (text: string) => void;
}

export interface ActionMessages<TResult> {
  /** The toast after success ("Billing detail added successfully"), from the answer if needed. */
  success?: string | ((result: TResult) => string);
  /**
   * The error modal's text, from the error ("Failed to delete outlet: ..."). Without it the
   * Apollo error link has already shown the server's message, so nothing more is shown.
   */
  error?: (error: unknown) => string;
}

/** Runs `run`; answers its result, or null when it failed (the user has been told). */
export async function performAction<TResult>(
  run: () => Promise<TResult>,
  messages: ActionMessages<TResult>,
  feedback: ActionFeedback,
  /** Shows the error some other way (a validation refusal by the form's field): true if it did. */
  shownElsewhere: (error: unknown) => boolean = () => false,
): Promise<TResult | null> {
  let result: TResult;
  try {
    result = await run();
  } catch (error) {
    if (messages.error && !shownElsewhere(error)) feedback.showError(messages.error(error));
    return null;
  }
  const text = typeof messages.success === 'function' ? messages.success(result) : messages.success;
  if (text) feedback.notify(text);
  return result;
}
