/** UN/ECE Recommendation 20 unit codes (as e-invoices carry them) to the units people print. */
const UNITS: Record<string, string> = {
  C62: 'pcs',
  H87: 'pcs',
  EA: 'pcs',
  PCE: 'pcs',
  XPP: 'pcs',
  NIU: 'pcs',
  KGM: 'kg',
  GRM: 'g',
  LTR: 'l',
  MLT: 'ml',
  MTR: 'm',
  HUR: 'h',
  DAY: 'day',
  KWH: 'kwh',
  CT: 'ctn',
  XCT: 'ctn',
  BX: 'box',
  XBX: 'box',
  BO: 'btl',
  XBO: 'btl',
  PK: 'pack',
  XPK: 'pack',
  PA: 'pack',
  XPA: 'pack',
  BG: 'bag',
  XBG: 'bag',
  SET: 'set',
  TNE: 't',
};

export function unitFromCode(code: string | undefined): string | null {
  if (!code) return null;
  const upper = code.trim().toUpperCase();
  if (!upper || upper === 'ZZ') return null;
  return UNITS[upper] ?? upper.toLowerCase();
}
