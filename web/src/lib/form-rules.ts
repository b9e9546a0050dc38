import type { FieldError } from '@mise/domain';
import type { FormRule } from 'antd';

/**
 * An antd Form rule that shows the domain validator's message for one field, so the spec's exact
 * text appears under it. `validate` gets every value of the form, with this field's newest value.
 */
export function domainRule<T extends object>(
  validate: (values: T) => FieldError[],
  field: keyof T & string,
): FormRule {
  return ({ getFieldsValue }) => ({
    validator: (_rule, value: unknown) => {
      const values = { ...(getFieldsValue(true) as T), [field]: value };
      const error = validate(values).find((e) => e.field === field);
      return error ? Promise.reject(new Error(error.message)) : Promise.resolve();
    },
  });
}
