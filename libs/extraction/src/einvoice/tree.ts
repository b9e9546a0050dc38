import { XMLParser } from 'fast-xml-parser';

/**
 * One tree for both syntaxes of a UBL / CII document: XML (namespace prefixes dropped) and the UBL
 * JSON syntax MyInvois accepts (`{"_D": ..., "Invoice": [{"ID": [{"_": "INV-1"}]}]}`). Every
 * element is a list of nodes; a node has its text, its attributes and its children by local name.
 */
export interface Node {
  name: string;
  text: string;
  attrs: Record<string, string>;
  children: Map<string, Node[]>;
}

function makeNode(name: string): Node {
  return { name, text: '', attrs: {}, children: new Map() };
}

function push(parent: Node, child: Node): void {
  const list = parent.children.get(child.name);
  if (list) list.push(child);
  else parent.children.set(child.name, [child]);
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  return '';
}

function fromXmlValue(name: string, value: unknown): Node {
  const node = makeNode(name);
  if (value === null || typeof value !== 'object') {
    node.text = scalar(value);
    return node;
  }
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (key === '#text') node.text = scalar(inner);
    else if (key.startsWith('@_')) node.attrs[key.slice(2)] = scalar(inner);
    else if (key === ':@' || key.startsWith('?')) continue;
    else {
      for (const item of Array.isArray(inner) ? inner : [inner])
        push(node, fromXmlValue(key, item));
    }
  }
  return node;
}

/** The document element of an XML text, or null when it is not well-formed XML. */
export function parseXmlTree(text: string): Node | null {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    processEntities: true,
    htmlEntities: false,
  });
  let parsed: unknown;
  try {
    parsed = parser.parse(text, true);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const entries = Object.entries(parsed as Record<string, unknown>).filter(
    ([key]) => !key.startsWith('?') && !key.startsWith('#') && !key.startsWith('@_'),
  );
  if (entries.length !== 1) return null;
  const [name, value] = entries[0];
  const root = Array.isArray(value) ? value[0] : value;
  return fromXmlValue(name, root);
}

function fromJsonValue(name: string, value: unknown): Node {
  const node = makeNode(name);
  if (value === null || typeof value !== 'object') {
    node.text = scalar(value);
    return node;
  }
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (key === '_') node.text = scalar(inner);
    else if (Array.isArray(inner)) {
      for (const item of inner) push(node, fromJsonValue(key, item));
    } else if (inner !== null && typeof inner === 'object') {
      push(node, fromJsonValue(key, inner));
    } else node.attrs[key] = scalar(inner);
  }
  return node;
}

/** The document element of a UBL JSON document (`Invoice`, `CreditNote`, …), or null. */
export function parseJsonTree(text: string): Node | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed as Record<string, unknown>).filter(
    ([key, value]) => !key.startsWith('_') && Array.isArray(value) && value.length > 0,
  );
  if (entries.length !== 1) return null;
  const [name, list] = entries[0];
  return fromJsonValue(name, (list as unknown[])[0]);
}

/** The first node down a path of local names ("AccountingSupplierParty/Party/PartyName/Name"). */
export function first(node: Node | undefined, path: string): Node | undefined {
  let current: Node | undefined = node;
  for (const step of path.split('/')) {
    if (!current) return undefined;
    current = current.children.get(step)?.[0];
  }
  return current;
}

/** Every node at the end of a path. */
export function all(node: Node | undefined, path: string): Node[] {
  if (!node) return [];
  const steps = path.split('/');
  let current: Node[] = [node];
  for (const step of steps) current = current.flatMap((n) => n.children.get(step) ?? []);
  return current;
}

/** The text at the end of a path ('' when absent). */
export function textAt(node: Node | undefined, path: string): string {
  return first(node, path)?.text ?? '';
}
