/**
 * Validation refusals (BAD_USER_INPUT) are shown by the form that sent them, not in the error
 * modal: under the field the server names (`extensions.field`), else as the form's own message.
 * The modal stays for real failures. Pure, so the rules are tested without a browser.
 */
export interface InputProblem {
  /** The input field the server named, or null. */
  field: string | null;
  message: string;
}

interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown> | null;
}

/** The problems of an answer whose every error is a validation refusal; null otherwise. */
export function inputProblems(errors: readonly GraphQLErrorLike[]): InputProblem[] | null {
  if (errors.length === 0) return null;
  if (!errors.every((e) => e.extensions?.code === 'BAD_USER_INPUT')) return null;
  return errors.map((e) => {
    const field = e.extensions?.field;
    return { field: typeof field === 'string' && field ? field : null, message: e.message };
  });
}

export interface PlacedProblems {
  /** Messages under fields the form has. */
  fields: Array<{ name: string; errors: string[] }>;
  /** Messages for the form as a whole (no field named, or one the form does not show). */
  general: string[];
}

/** Puts each problem under its field when the form has that field, else with the form. */
export function placeProblems(
  problems: readonly InputProblem[],
  hasField: (name: string) => boolean,
): PlacedProblems {
  const byField = new Map<string, string[]>();
  const general: string[] = [];
  for (const { field, message } of problems) {
    if (field && hasField(field)) byField.set(field, [...(byField.get(field) ?? []), message]);
    else if (!general.includes(message)) general.push(message);
  }
  return { fields: [...byField].map(([name, errors]) => ({ name, errors })), general };
}
