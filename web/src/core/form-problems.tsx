import { Alert, type FormInstance } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { placeProblems, type InputProblem } from './input-problems';

/**
 * The form whose submit is on its way: a validation refusal of a request sent meanwhile is shown
 * by that form (the Apollo error link asks `formSubmitting()` when the request starts), not in
 * the error modal. `useModalForm`, `<EditableTable>` and `useFormProblems().submit` set it.
 */
export interface ProblemForm {
  form: FormInstance;
  /** Shows (or clears, with null) a message for the form as a whole. */
  general: (text: string | null) => void;
}

let submittingForm: ProblemForm | null = null;

/** The form being submitted now, if any. */
export function formSubmitting(): ProblemForm | null {
  return submittingForm;
}

/** Runs a form's submit with the form as the place for validation refusals. */
export async function submitWithForm<T>(target: ProblemForm, submit: () => Promise<T>): Promise<T> {
  const before = submittingForm;
  submittingForm = target;
  target.general(null);
  try {
    return await submit();
  } finally {
    submittingForm = before;
  }
}

/** Shows the problems in the form: under the fields it has, the rest as its own message. */
export function showInForm(target: ProblemForm, problems: readonly InputProblem[]): void {
  const names = new Set(Object.keys(target.form.getFieldsValue() as object));
  const placed = placeProblems(problems, (name) => names.has(name));
  target.form.setFields(placed.fields);
  target.general(placed.general.length > 0 ? placed.general.join('\n') : null);
}

/**
 * A form's place for validation refusals: `submit(fn)` runs the save; `alert` is the form's own
 * message (render it by the Save button), null when there is none.
 */
export function useFormProblems<Values>(form: FormInstance<Values>) {
  const [text, setText] = useState<string | null>(null);
  const target = useMemo<ProblemForm>(() => ({ form, general: setText }), [form]);
  const submit = useCallback(
    <T,>(fn: () => Promise<T>): Promise<T> => submitWithForm(target, fn),
    [target],
  );
  const clear = useCallback(() => setText(null), []);
  /** Shows a refusal the screen knows before sending (confirm while lines wait for review). */
  const show = useCallback((message: string) => setText(message), []);
  const alert: ReactNode = text ? (
    <Alert
      type="error"
      showIcon
      title={text}
      role="alert"
      data-testid="form-problem"
      style={{ marginBottom: 12, whiteSpace: 'pre-wrap' }}
    />
  ) : null;
  return { submit, alert, clear, show };
}
