import { menuLimitLabel, menuLimitReached } from '@mise/domain';

/**
 * Pure rules of the menu screens (/menu, /menu/:id): the menu-limit counter, the photo upload's
 * types and its presigned request (the recipe rows' rules are `lib/recipe`'s). The
 * costing formulas, the recipe progress and the messages are `@mise/domain`'s (the service uses
 * the same ones).
 */

/** The counter above the list: "Menu limit: used/total", Unlimited for -1, red when reached. */
export interface MenuLimitView {
  text: string;
  reached: boolean;
}

export function menuLimitView(limit: { used: number; total: number }): MenuLimitView {
  return {
    text: `Menu limit: ${menuLimitLabel(limit.used, limit.total)}`,
    reached: menuLimitReached(limit.used, limit.total),
  };
}

/** The menu photo's accepted types and size (flows.md §6: PNG, JPEG, WEBP, 5 MB). */
export const PHOTO_ACCEPT = '.png,.jpg,.jpeg,.webp';
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The content type to sign for a picked photo: the browser's, else from the file's extension. */
export function photoContentType(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return PHOTO_TYPES[extension] ?? 'application/octet-stream';
}

/**
 * The server's own reason for refusing (the menu limit, a taken name: a coded error such as
 * BAD_USER_INPUT), or null when it failed for another reason (then the spec's general text shows).
 */
export function serverReason(error: unknown): string | null {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return null;
  const reasons = (errors as { message?: string; extensions?: { code?: string } }[])
    .filter((e) => e.message && e.extensions?.code && e.extensions.code !== 'INTERNAL_SERVER_ERROR')
    .map((e) => e.message);
  return reasons.length ? reasons.join('\n') : null;
}
