/** A kind of file a service accepts, e.g. a menu item's photo. */
export interface UploadKind {
  /** The name the service passes to `requestUpload` and `attach`, e.g. `menu-photo`. */
  kind: string;
  /** Key segment of the owning aggregate, plural kebab-case: `menu-items`. */
  aggregate: string;
  /** Key segment of the file's role on it: `photo`. */
  role: string;
  /** Allowed types, checked on the declared type and again on the file's own bytes. */
  contentTypes: readonly string[];
  maxBytes: number;
}

export const MB = 1024 * 1024;

/** Type groups of flows.md §6. */
export const FileTypes = {
  /** PDF, JPEG, PNG: the default of every kind. */
  documents: ['application/pdf', 'image/jpeg', 'image/png'],
  /** Menu photos. */
  photos: ['image/png', 'image/jpeg', 'image/webp'],
  /** UTF-8 text without NUL bytes (sales CSV import). */
  csv: ['text/csv'],
} as const;

/** Structured e-invoices (issue 22): UBL / CII XML, MyInvois JSON. */
export const STRUCTURED_TYPES = ['application/xml', 'application/json'] as const;

/** Types checked as text (valid UTF-8, no NUL) instead of by magic bytes. */
export const TEXT_TYPES: readonly string[] = ['text/csv', 'text/plain', ...STRUCTURED_TYPES];

/**
 * What a text type's content must also be (checked on the whole file): XML starts with `<`
 * (after a byte order mark and spaces), JSON parses as an object or array.
 */
export const TEXT_CONTENT_CHECKS: Readonly<Record<string, (text: string) => boolean>> = {
  'application/xml': (text) => /^\uFEFF?\s*<[?!A-Za-z_]/.test(text),
  'application/json': (text) => {
    try {
      const value: unknown = JSON.parse(text.replace(/^\uFEFF/, ''));
      return typeof value === 'object' && value !== null;
    } catch {
      return false;
    }
  },
};

/** File name extension of the key for each type. */
export const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'text/csv': 'csv',
  'text/plain': 'txt',
  'application/xml': 'xml',
  'application/json': 'json',
};

/** What browsers and operating systems also call these types. */
const ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/csv': 'text/csv',
  'text/x-csv': 'text/csv',
  'application/vnd.ms-excel': 'text/csv', // Windows names .csv files so
  'text/xml': 'application/xml',
};

/** `text/CSV; charset=utf-8` → `text/csv`; aliases to their standard name. */
export function normaliseContentType(raw: string): string {
  const base = raw.split(';')[0].trim().toLowerCase();
  return ALIASES[base] ?? base;
}

const SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A kind with the defaults of flows.md §6 (PDF, JPEG, PNG up to 20 MB):
 * `defineUploadKind({ kind: 'menu-photo', aggregate: 'menu-items', role: 'photo',
 * contentTypes: FileTypes.photos, maxBytes: 5 * MB })`.
 */
export function defineUploadKind(
  k: Pick<UploadKind, 'kind' | 'aggregate' | 'role'> & Partial<UploadKind>,
): UploadKind {
  for (const [name, value] of [
    ['kind', k.kind],
    ['aggregate', k.aggregate],
    ['role', k.role],
  ] as const) {
    if (!SEGMENT.test(value)) throw new Error(`upload ${name} "${value}" must be kebab-case`);
  }
  const contentTypes = (k.contentTypes ?? FileTypes.documents).map(normaliseContentType);
  for (const type of contentTypes) {
    if (!EXTENSIONS[type]) throw new Error(`upload kind ${k.kind}: unsupported type ${type}`);
  }
  const maxBytes = k.maxBytes ?? 20 * MB;
  if (!Number.isInteger(maxBytes) || maxBytes < 1) {
    throw new Error(`upload kind ${k.kind}: maxBytes must be a positive whole number`);
  }
  return { kind: k.kind, aggregate: k.aggregate, role: k.role, contentTypes, maxBytes };
}

const NAMES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  'text/csv': 'CSV',
  'text/plain': 'text',
  'application/xml': 'XML',
  'application/json': 'JSON',
};

/** "PDF, JPEG or PNG". */
export function describeTypes(types: readonly string[]): string {
  const names = types.map((t) => NAMES[t] ?? t);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
}

/** "5 MB", "20 MB", "512 KB". */
export function describeSize(bytes: number): string {
  return bytes >= MB ? `${+(bytes / MB).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
