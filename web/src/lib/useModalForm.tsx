import { Form, type FormInstance, type FormProps, type ModalProps } from 'antd';
import { useCallback, useState } from 'react';
import { useFormProblems } from '../core/form-problems';

export interface ModalFormOptions<Values, Target> {
  /**
   * Saves the form's values (validated by the form's rules) for what is being edited: `null`
   * when adding. Answer false (or null) to keep the modal open, e.g. when the action failed.
   */
  onSubmit: (values: Values, target: Target | null) => Promise<unknown>;
  /** Modal titles, when adding and when editing. */
  titles: { add: string; edit: string };
}

export interface ModalForm<Values, Target> {
  form: FormInstance<Values>;
  /** What the modal edits: null when adding; undefined when closed. */
  target: Target | null | undefined;
  /** Opens the modal to add (no target) or edit `target`, with these starting values. */
  open: (values: Partial<Values>, target?: Target) => void;
  close: () => void;
  saving: boolean;
  /** Spread on antd `<Modal>`. */
  modalProps: ModalProps;
  /** Spread on antd `<Form>` inside it. */
  formProps: FormProps<Values>;
}

/**
 * A modal with a form (conventions: refine's `useModalForm`): open it to add or to edit a row,
 * Save submits the form, the form's rules show the spec's messages under the fields, and the
 * modal closes only when `onSubmit` succeeded. The server's validation refusals show under the
 * field they name, or above the buttons. Use with `useAction` for the save itself.
 */
export function useModalForm<Values extends object, Target = never>(
  options: ModalFormOptions<Values, Target>,
): ModalForm<Values, Target> {
  const [form] = Form.useForm<Values>();
  const [target, setTarget] = useState<Target | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const { onSubmit, titles } = options;
  const problems = useFormProblems(form);
  const { clear } = problems;

  const open = useCallback(
    (values: Partial<Values>, next?: Target) => {
      form.resetFields();
      form.setFieldsValue(values);
      clear();
      setTarget(next ?? null);
    },
    [form, clear],
  );
  const close = useCallback(() => setTarget(undefined), []);

  const finish = async (values: Values) => {
    if (target === undefined) return;
    setSaving(true);
    try {
      // A validation refusal shows by its field, or above the buttons.
      const result = await problems.submit(() => onSubmit(values, target));
      if (result !== false && result !== null) setTarget(undefined);
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    target,
    open,
    close,
    saving,
    modalProps: {
      open: target !== undefined,
      title: target === null ? titles.add : titles.edit,
      okText: 'Save',
      cancelText: 'Cancel',
      onOk: () => form.submit(),
      onCancel: close,
      okButtonProps: { loading: saving },
      footer: (buttons) => (
        <>
          {problems.alert}
          {buttons}
        </>
      ),
      // The form exists while closed, so `open` can fill it before the first showing.
      forceRender: true,
    },
    formProps: {
      form,
      layout: 'vertical',
      disabled: saving,
      onFinish: (values) => void finish(values),
    },
  };
}
