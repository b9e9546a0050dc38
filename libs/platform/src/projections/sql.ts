const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Quotes a table or column name written in code (`schema.table` allowed); refuses anything else. */
export function ident(name: string): string {
  const parts = name.split('.');
  if (parts.length > 2 || !parts.every((p) => IDENTIFIER.test(p))) {
    throw new Error(`not a plain SQL identifier: ${name}`);
  }
  return parts.map((p) => `"${p}"`).join('.');
}
