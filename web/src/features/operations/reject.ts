/**
 * The reject reason (issue 12): required, at most 200 characters, shown to the guest. The
 * server checks the same (`rejectOrder`); the form says it first.
 */
export const REJECT_REASON_MAX = 200;

export const REJECT_REASON_MESSAGES = {
  required: 'Please give the guest a reason for rejecting the order.',
  tooLong: `The reason can be at most ${REJECT_REASON_MAX} characters.`,
};

/** The reason's problem, or null. */
export function rejectReasonError(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return REJECT_REASON_MESSAGES.required;
  if (text.length > REJECT_REASON_MAX) return REJECT_REASON_MESSAGES.tooLong;
  return null;
}

/** An antd Form validator of the reason. */
export function validateRejectReason(value: unknown): Promise<void> {
  const error = rejectReasonError(value);
  return error ? Promise.reject(new Error(error)) : Promise.resolve();
}
