#!/usr/bin/env node
// npm run new-service -- <name> [--no-schema]: creates services/<name> from
// scripts/templates/service (package, config, tenancy declaration, the platform's migrations
// and no table of its own, an example module, README, integration tests that run the
// cross-tenant check), appends `{ name, port }` to SERVICE_TABLE in libs/contracts/src/services.ts
// when no row has the name (the next free port), gives a name without contracts an empty
// libs/contracts/src/<name>.events.ts (listed in subjects.ts and index.ts), then regenerates what
// derives from the table and the new schema: services/<name>/schema.graphql (the service's
// "printed schema" test: needs Postgres and NATS), deploy/supergraph/supergraph.graphql and the
// deploy files (Compose, Kubernetes, NATS users). The launcher, CI and the bench read the table
// and the folders, so nothing else needs a hand edit. `--no-schema` skips the schema and the
// supergraph (then run `npm run schema`).
//
// It works on the checkout it is in (its test runs a copy of scripts/ in a temporary checkout:
// scripts/lib/new-service.test.mjs). Run it through npm or npx: Node 24 reads services.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const GATEWAY_PORT = 4000;
const USAGE = 'usage: npm run new-service -- <name> [--no-schema]';

/** Why `name` cannot be a service name, or null. It is also part of database, role and NATS names. */
export function invalidName(name) {
  if (!name) return USAGE;
  if (!/^[a-z][a-z0-9]{1,30}$/.test(name)) {
    return `"${name}": a service name is 2 to 31 lower-case letters and digits, starting with a letter`;
  }
  return null;
}

/** Copies the template, filling the name into paths and contents; `.tpl` suffixes dropped. */
function copy(from, to, fill) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const dest = join(to, fill(entry.name).replace(/\.tpl$/, ''));
    if (entry.isDirectory()) copy(source, dest, fill);
    else writeFileSync(dest, fill(readFileSync(source, 'utf8')));
  }
}

/** The first port above every row's that no row uses and that is not the gateway's. */
export function nextFreePort(ports, gatewayPort = 4000) {
  let port = Math.max(gatewayPort, ...ports) + 1;
  while (ports.includes(port) || port === gatewayPort) port++;
  return port;
}

/**
 * Adds `{ name, port }` to SERVICE_TABLE in the text of libs/contracts/src/services.ts when no
 * row has that name: the one place that edits the table. The port is the next free one. Answers
 * `{ text, row, added }` (`text` unchanged and `added` false when the row exists).
 */
export function addServiceRow(text, service, gatewayPort = 4000) {
  const at = text.search(/export const SERVICE_TABLE\b/);
  if (at < 0) throw new Error('SERVICE_TABLE not found');
  const open = text.indexOf('[', text.indexOf('=', at));
  let depth = 0;
  let close = open;
  for (; close < text.length; close++) {
    if ('[{('.includes(text[close])) depth++;
    if (']})'.includes(text[close]) && --depth === 0) break;
  }
  const rows = [...text.slice(open + 1, close).matchAll(/\{[^{}]*\}/g)].map(([row]) => ({
    name: /\bname:\s*(['"])([^'"]+)\1/.exec(row)?.[2],
    port: Number(/\bport:\s*(\d+)/.exec(row)?.[1]),
  }));
  const existing = rows.find((r) => r.name === service);
  if (existing) return { text, row: existing, added: false };
  const ports = rows.map((r) => r.port).filter(Number.isInteger);
  const row = { name: service, port: nextFreePort(ports, gatewayPort) };
  const entry = `  { name: '${row.name}', port: ${row.port} },\n`;
  // before the line of the closing bracket (or inside `[]` written on one line)
  const lineStart = text.lastIndexOf('\n', close) + 1;
  const updated =
    lineStart > open
      ? `${text.slice(0, lineStart)}${entry}${text.slice(lineStart)}`
      : `${text.slice(0, open + 1)}\n${entry}${text.slice(close)}`;
  return { text: updated, row, added: true };
}

/** Inserts `line` after the last line matching `pattern` (a line-anchored RegExp). */
function insertAfterLast(text, pattern, line, file) {
  const matches = [...text.matchAll(new RegExp(pattern.source, 'gm'))];
  if (matches.length === 0) throw new Error(`${file}: nothing matches ${pattern}`);
  const last = matches.at(-1);
  const end = text.indexOf('\n', last.index) + 1;
  return `${text.slice(0, end)}${line}\n${text.slice(end)}`;
}

/**
 * Registers a new service's events module in the text of libs/contracts/src/subjects.ts
 * (`SUBJECTS_BY_SERVICE`, which must list every SERVICE_TABLE name) and index.ts (exports and
 * `EventMap`). Answers `{ subjects, index }`.
 */
export function addContractsEntries({ subjects, index }, name, pascal) {
  const module = `'./${name}.events'`;
  let s = insertAfterLast(
    subjects,
    /^import \{ \w+Subjects \} from '\.\/[\w-]+\.events';$/,
    `import { ${pascal}Subjects } from ${module};`,
    'subjects.ts',
  );
  s = s.replace(
    /\n\} as const satisfies Record<ServiceName/,
    (m) => `\n  ${name}: ${pascal}Subjects,${m}`,
  );
  if (!s.includes(`${name}: ${pascal}Subjects,`)) {
    throw new Error('subjects.ts: SUBJECTS_BY_SERVICE not found');
  }
  let i = insertAfterLast(
    index,
    /^export \* from '\.\/[\w-]+\.events';$/,
    `export * from ${module};`,
    'index.ts',
  );
  i = insertAfterLast(
    i,
    /^import type \{ \w+EventMap \} from '\.\/[\w-]+\.events';$/,
    `import type { ${pascal}EventMap } from ${module};`,
    'index.ts',
  );
  const at = i.search(/^export type EventMap =/m);
  const end = at < 0 ? -1 : i.indexOf(';', at);
  if (end < 0) throw new Error('index.ts: EventMap not found');
  i = `${i.slice(0, end)} &\n  ${pascal}EventMap${i.slice(end)}`;
  return { subjects: s, index: i };
}

/**
 * Generates services/<name> under `root` and registers it; answers its SERVICE_TABLE row. Throws,
 * having changed nothing, for a bad name, an existing folder or a contracts file it cannot edit.
 */
export function newService(name, { root = ROOT, printSchema = true, log = console.log } = {}) {
  const problem = invalidName(name);
  if (problem) throw new Error(problem);
  const target = join(root, 'services', name);
  if (existsSync(target)) throw new Error(`services/${name} already exists`);

  // Every edit is computed before anything is written: a file the generator cannot read or
  // understand stops it with nothing changed.
  const pascal = name[0].toUpperCase() + name.slice(1);
  // The example's GraphQL names carry the service's name, so two new services compose together.
  const fill = (text) =>
    text
      .replaceAll('__Name__', pascal)
      .replaceAll('__name__', name)
      .replaceAll('ExampleOutlet', `${pascal}ExampleOutlet`)
      .replaceAll('exampleOutlet', `${name}ExampleOutlet`);
  const contracts = join(root, 'libs/contracts/src');
  const servicesFile = join(contracts, 'services.ts');
  const table = addServiceRow(readFileSync(servicesFile, 'utf8'), name, GATEWAY_PORT);
  // A name with no contracts yet gets an empty events module, registered where every service
  // must be listed (libs/contracts typechecks only when each SERVICE_TABLE name has its subjects).
  const eventsFile = join(contracts, `${name}.events.ts`);
  const read = (file) => readFileSync(join(contracts, file), 'utf8');
  const registry = existsSync(eventsFile)
    ? null
    : addContractsEntries({ subjects: read('subjects.ts'), index: read('index.ts') }, name, pascal);

  copy(join(root, 'scripts/templates/service'), target, fill);
  log(`created services/${name}`);
  const toFormat = [`services/${name}`, servicesFile];
  if (table.added) {
    writeFileSync(servicesFile, table.text);
    log(`added { name: '${name}', port: ${table.row.port} } to SERVICE_TABLE`);
  } else {
    log(`SERVICE_TABLE already has ${name} (port ${table.row.port})`);
  }
  if (registry) {
    copy(join(root, 'scripts/templates/contracts'), contracts, fill);
    writeFileSync(join(contracts, 'subjects.ts'), registry.subjects);
    writeFileSync(join(contracts, 'index.ts'), registry.index);
    toFormat.push(eventsFile, join(contracts, 'subjects.ts'), join(contracts, 'index.ts'));
    log(`created libs/contracts/src/${name}.events.ts (listed in subjects.ts and index.ts)`);
  }

  // Children, so each reads the table as it is now (Node 24 for the .ts: this process's node).
  const run = (cmd, argv, env = {}) =>
    execFileSync(cmd, argv, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const node = (script, ...argv) => run(process.execPath, [join(root, script), ...argv]);
  run('npx', ['prettier', '--log-level', 'warn', '--write', ...toFormat]);
  if (printSchema) {
    log(`printing services/${name}/schema.graphql`);
    try {
      run(
        'npx',
        ['jest', '-c', `services/${name}/jest.config.js`, '-t', 'printed schema', '--silent'],
        { UPDATE_SCHEMA: '1', NODE_OPTIONS: '--experimental-vm-modules --no-warnings' },
      );
    } catch (e) {
      throw new Error(
        `printing the schema failed (it boots ${name} on Postgres and NATS): fix that, then run ` +
          `npm run schema. ${e.message}`,
      );
    }
    node('scripts/compose-supergraph.mjs');
  }
  node('scripts/lib/deploy-files.mjs');
  return table.row;
}

function main(args) {
  const name = args.find((a) => !a.startsWith('-'));
  const printSchema = !args.includes('--no-schema');
  try {
    newService(name, { printSchema });
  } catch (e) {
    console.error(e.message);
    return 2;
  }
  console.log(`
next:
  npx nx build @mise/${name} && npx nx test @mise/${name}${printSchema ? '' : '\n  npm run schema                    # prints the schema, recomposes the supergraph'}
  npm install                       # records the new workspace in package-lock.json
  replace src/example with the service's own modules; keep src/tenancy.ts up to date;
  npm run schema after changing its GraphQL schema`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
