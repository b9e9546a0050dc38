import type { Db } from '@mise/platform';

/** An outlet as a public link names it: the tenancy's projection of identity's outlets. */
export interface OutletByMaskedNumber {
  id: string;
  name: string;
  masked: string;
}

/**
 * The live outlet of a masked number (the guest page's link, an outside site's webhook), read
 * outside any outlet's scope because the caller has none yet; null for anything else.
 */
export async function outletByMaskedNumber(
  db: Db,
  maskedOutletNumber: unknown,
): Promise<OutletByMaskedNumber | null> {
  const masked = typeof maskedOutletNumber === 'string' ? maskedOutletNumber.trim() : '';
  if (!masked || masked.length > 64) return null;
  const rows: OutletByMaskedNumber[] = await db.unscopedRead((tx) =>
    tx.manager.query(
      `SELECT id, outlet_name AS name, masked_outlet_number AS masked FROM outlets
        WHERE masked_outlet_number = $1 AND NOT deleted LIMIT 1`,
      [masked],
    ),
  );
  return rows[0] ?? null;
}
