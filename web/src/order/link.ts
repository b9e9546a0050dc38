/**
 * The table's link as a QR code opens it: `/order/{maskedOutletNumber}?table={name}`. Null when
 * the path has no masked number or there is no table (the page then says the link is not valid).
 */
export interface TableLink {
  maskedOutletNumber: string;
  tableName: string;
}

export function readTableLink(pathname: string, search: string): TableLink | null {
  const match = /^\/order\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let masked: string;
  try {
    masked = decodeURIComponent(match[1]).trim();
  } catch {
    return null;
  }
  const tableName = (new URLSearchParams(search).get('table') ?? '').trim();
  if (!masked || !tableName) return null;
  return { maskedOutletNumber: masked, tableName };
}
