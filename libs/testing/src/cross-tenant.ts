import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildASTSchema,
  getNamedType,
  type GraphQLArgument,
  type GraphQLField,
  GraphQLEnumType,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLScalarType,
  type GraphQLSchema,
  isLeafType,
  isObjectType,
  Kind,
  parse,
  type DocumentNode,
} from 'graphql';
import type { GqlResult, TestApp } from './app';
import type { OwnersSuite, TestOwner } from './tenant';

export interface CrossTenantOptions {
  app: TestApp;
  /** The service's printed schema, `services/<name>/schema.graphql`. */
  schemaFile: string;
  /** Owner A, whose rows must stay out of reach. */
  victim: TestOwner;
  /** Owner B, who calls every root field with A's ids (with B's own token and outlet). */
  intruder: TestOwner;
  /** Ids of A's rows the test made; A's owner and outlet ids are added. */
  ids: string[];
  /** `'Query.field'`, `'Mutation.field'` or `'_entities Type'` → why it is left out. */
  exempt?: Record<string, string>;
  /** Argument values to use instead of generated ones: `{ 'Mutation.createX': { input: {...} } }`. */
  args?: Record<string, Record<string, unknown>>;
  /** Dummy values of custom scalars, by scalar name. */
  scalars?: Record<string, unknown>;
}

/**
 * `crossTenantCheck` in a suite made by `ownersSuite(start, 2)`: `s.ana`'s rows, `s.ben` calling,
 * over `<serviceDir>/schema.graphql` (`serviceDir`: the service's folder).
 */
export function suiteCrossTenantCheck(
  s: OwnersSuite<TestApp>,
  serviceDir: string,
  o: Omit<CrossTenantOptions, 'app' | 'schemaFile' | 'victim' | 'intruder'>,
): Promise<CrossTenantCall[]> {
  return crossTenantCheck({
    app: s.t,
    schemaFile: join(serviceDir, 'schema.graphql'),
    victim: s.ana,
    intruder: s.ben,
    ...o,
  });
}

export interface CrossTenantCall {
  field: string;
  id: string | null;
  outcome: string;
}

const FEDERATION = new Set(['_service', '_entities']);
const KNOWN_SCALARS: Record<string, unknown> = {
  String: 'x',
  Int: 1,
  Float: 1,
  Boolean: true,
  DateTime: '2026-01-01T00:00:00.000Z',
  Date: '2026-01-01',
};
/** Answers that say "not yours" without saying anything else. */
const REFUSALS = new Set(['NOT_FOUND', 'FORBIDDEN']);

/**
 * The reusable cross-tenant check: as owner B, calls every root Query and Mutation field of the
 * subgraph (and `_entities` for every entity keyed by plain fields; a key field `outletId` gets A's outlet) with owner A's ids (ID
 * arguments and ID fields of inputs), other arguments filled with valid dummies, and asserts that
 * each answers NOT_FOUND (or FORBIDDEN), null or an empty list, that no answer carries one of A's
 * ids, and that A's rows (every table, as the table owner) are unchanged. Fields without an ID
 * argument are called once and must not answer A's ids. Throws one error listing every failure;
 * answers the calls made.
 */
export async function crossTenantCheck(o: CrossTenantOptions): Promise<CrossTenantCall[]> {
  const sdl = readFileSync(o.schemaFile, 'utf8');
  const doc = parse(sdl);
  const schema = buildASTSchema(doc, { assumeValidSDL: true });
  const victimIds = [...new Set([...o.ids, o.victim.ownerId, o.victim.outletId])];
  const exempt = o.exempt ?? {};
  const calls: CrossTenantCall[] = [];
  const failures: string[] = [];

  const before = await snapshot(o.app, victimIds);
  const roots = [schema.getQueryType(), schema.getMutationType()].filter(
    (r): r is GraphQLObjectType => !!r,
  );
  for (const root of roots) {
    const kind = root === schema.getMutationType() ? 'mutation' : 'query';
    for (const field of Object.values(root.getFields())) {
      const name = `${root.name}.${field.name}`;
      if (FEDERATION.has(field.name) || name in exempt) continue;
      const probesIds = field.args.some((a) => takesId(a.type));
      for (const id of probesIds ? victimIds : [null]) {
        const variables = Object.fromEntries(
          field.args.map((a) => [a.name, o.args?.[name]?.[a.name] ?? valueOf(a.type, id ?? '', o)]),
        );
        const res = await o.intruder.gql(operation(kind, field, schema), variables);
        const outcome = judge(res, field.name, victimIds, probesIds);
        calls.push({ field: name, id, outcome: outcome ?? 'ok' });
        if (outcome) failures.push(`${name}${id ? ` with ${id}` : ''}: ${outcome}`);
      }
    }
  }
  for (const { typeName, keys } of entityKeys(doc)) {
    if (`_entities ${typeName}` in exempt) continue;
    for (const id of victimIds) {
      // a key field named outletId gets A's outlet, every other one the probed id
      const representation = Object.fromEntries(
        keys.map((k) => [k, k === 'outletId' ? o.victim.outletId : id]),
      );
      const res = await o.intruder.gql(
        `query($r: [_Any!]!) { _entities(representations: $r) { __typename ... on ${typeName} { ${keys.join(' ')} } } }`,
        { r: [{ __typename: typeName, ...representation }] },
      );
      const answered = (res.data as { _entities?: unknown[] } | undefined)?._entities?.[0];
      const outcome =
        answered != null
          ? `answered ${JSON.stringify(answered)}`
          : res.errors?.some((e) => !REFUSALS.has(String(e.extensions?.code)))
            ? `error ${res.errors[0].extensions?.code}: ${res.errors[0].message}`
            : null;
      calls.push({ field: `_entities ${typeName}`, id, outcome: outcome ?? 'ok' });
      if (outcome) failures.push(`_entities(${typeName}) with ${id}: ${outcome}`);
    }
  }
  const after = await snapshot(o.app, victimIds);
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[table] ?? []) !== JSON.stringify(after[table] ?? [])) {
      failures.push(`owner A's rows in ${table} changed`);
    }
  }
  if (failures.length) {
    throw new Error(`cross-tenant check failed:\n  ${failures.join('\n  ')}`);
  }
  return calls;
}

/** What is wrong with an answer to owner B, or null when it reveals and does nothing. */
function judge(
  res: GqlResult<Record<string, unknown>>,
  field: string,
  victimIds: string[],
  probesIds: boolean,
): string | null {
  const data = res.data?.[field];
  const text = JSON.stringify(data ?? null);
  const leaked = victimIds.find((id) => text.includes(id));
  if (leaked) return `answered owner A's ${leaked}: ${text.slice(0, 200)}`;
  const error = res.errors?.[0];
  if (error) {
    const code = String(error.extensions?.code);
    if (REFUSALS.has(code)) return null;
    if (!probesIds && code !== 'INTERNAL_SERVER_ERROR') return null;
    return `error ${code}: ${error.message}`;
  }
  if (res.status !== 200) return `HTTP ${res.status}`;
  if (!probesIds || isEmpty(data)) return null;
  return `answered ${text.slice(0, 200)}`;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const nodes = (value as { nodes?: unknown }).nodes;
    return Array.isArray(nodes) && nodes.length === 0;
  }
  return false;
}

function takesId(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (named instanceof GraphQLScalarType) return named.name === 'ID';
  if (named instanceof GraphQLInputObjectType) {
    if (seen.has(named.name)) return false;
    seen.add(named.name);
    return Object.values(named.getFields()).some((f) => takesId(f.type, seen));
  }
  return false;
}

function valueOf(
  type: GraphQLInputType,
  id: string,
  o: { scalars?: Record<string, unknown> } = {},
): unknown {
  if (type instanceof GraphQLNonNull) return valueOf(type.ofType, id, o);
  if (type instanceof GraphQLList) return [valueOf(type.ofType, id, o)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0]?.value ?? null;
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((f) => [f.name, valueOf(f.type, id, o)]),
    );
  }
  if (type.name === 'ID') return id;
  return o.scalars?.[type.name] ?? KNOWN_SCALARS[type.name] ?? 'x';
}

function operation(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  schema: GraphQLSchema,
): string {
  const vars = field.args.map((a: GraphQLArgument) => `$${a.name}: ${a.type.toString()}`);
  const args = field.args.map((a) => `${a.name}: $${a.name}`);
  const selection = selectionOf(field.type, schema, 0);
  return `${kind}${vars.length ? `(${vars.join(', ')})` : ''} { ${field.name}${
    args.length ? `(${args.join(', ')})` : ''
  }${selection} }`;
}

/** `__typename`, every leaf field without required arguments, objects two levels down. */
function selectionOf(type: GraphQLOutputType, schema: GraphQLSchema, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth >= 2) return ' { __typename }';
  const parts = ['__typename'];
  for (const f of Object.values(named.getFields())) {
    if (f.args.some((a) => a.type instanceof GraphQLNonNull)) continue;
    const inner = getNamedType(f.type);
    if (isLeafType(inner)) parts.push(f.name);
    else parts.push(`${f.name}${selectionOf(f.type, schema, depth + 1)}`);
  }
  return ` { ${parts.join(' ')} }`;
}

/** Entity types whose `@key` lists plain fields: their references are probed with A's ids. */
function entityKeys(doc: DocumentNode): Array<{ typeName: string; keys: string[] }> {
  const found: Array<{ typeName: string; keys: string[] }> = [];
  for (const def of doc.definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.OBJECT_TYPE_EXTENSION)
      continue;
    for (const d of def.directives ?? []) {
      if (d.name.value !== 'key') continue;
      const fields = d.arguments?.find((a) => a.name.value === 'fields')?.value;
      const resolvable = d.arguments?.find((a) => a.name.value === 'resolvable')?.value;
      if (resolvable?.kind === Kind.BOOLEAN && !resolvable.value) continue;
      if (fields?.kind === Kind.STRING && /^[\w\s]+$/.test(fields.value)) {
        found.push({ typeName: def.name.value, keys: fields.value.trim().split(/\s+/) });
      }
    }
  }
  return found;
}

/** Owner A's rows in every table (rows naming one of A's ids), as the table owner. */
async function snapshot(app: TestApp, ids: string[]): Promise<Record<string, string[]>> {
  const tables = await app.ownerSql<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public'
       AND tablename NOT IN ('inbox', 'migrations', 'typeorm_metadata') ORDER BY 1`,
  );
  const out: Record<string, string[]> = {};
  for (const { tablename } of tables) {
    const rows = await app.ownerSql(`SELECT * FROM "${tablename}"`);
    const mine = rows
      .map((r) => {
        const { published_at: _published, ...rest } = r;
        return JSON.stringify(rest);
      })
      .filter((json) => ids.some((id) => json.includes(id)))
      .sort();
    if (mine.length) out[tablename] = mine;
  }
  return out;
}
