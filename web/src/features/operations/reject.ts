import { checkRejectReason } from '@mise/domain';

/**
 * The reject reason (issue 12): required, at most `MAX_REJECT_REASON` (200) characters, shown to
 * the guest. The domain's rule, the one `rejectOrder` applies, as an antd Form validator.
 */
export function validateRejectReason(value: unknown): Promise<void> {
  const checked = checkRejectReason(value);
  return 'error' in checked ? Promise.reject(new Error(checked.error)) : Promise.resolve();
}
