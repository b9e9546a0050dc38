// node --test scripts/lib/*.test.mjs (npm test runs it): `npm run new-service` end to end, in a
// temporary checkout (a copy of scripts/, libs/contracts, deploy/ and the root config, the other
// libraries and node_modules linked): the generated service is registered in SERVICE_TABLE with
// the next free port, its files have the anatomy, the supergraph and every deploy file contain it
// and are current (what npm test's staleness checks ask), it typechecks, and its own integration
// tests pass, the cross-tenant check among them (issue 7: 2.7, "Done means"). Needs Postgres and
// NATS like the services' tests. The real checkout is never touched.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import * as prettier from 'prettier';
import { parse, parseAllDocuments } from 'yaml';
import { SUPERGRAPH_FILE } from '../compose-supergraph.mjs';
import { addContractsEntries, addServiceRow, invalidName, nextFreePort } from '../new-service.mjs';
import { existingServices, ROOT, SERVICE_TABLE } from './services.mjs';

const NAME = 'widgets'; // no row in SERVICE_TABLE: the generator must add one
const SERVICES_TS = 'libs/contracts/src/services.ts';

describe('SERVICE_TABLE rows (addServiceRow)', () => {
  const table = [
    'export const SERVICE_TABLE = [',
    "  { name: 'identity', port: 4001 },",
    "  { name: 'catalogue', port: 4002 },",
    '] as const satisfies readonly ServiceRow[];',
    '',
  ].join('\n');

  test('appends the name with the next free port, before the closing bracket', () => {
    const { text, row, added } = addServiceRow(table, 'stock');
    assert.equal(added, true);
    assert.deepEqual(row, { name: 'stock', port: 4003 });
    assert.match(
      text,
      /\{ name: 'catalogue', port: 4002 \},\n {2}\{ name: 'stock', port: 4003 \},\n\]/,
    );
  });

  test('leaves the table alone when the name has a row', () => {
    const { text, row, added } = addServiceRow(table, 'catalogue');
    assert.equal(added, false);
    assert.equal(text, table);
    assert.deepEqual(row, { name: 'catalogue', port: 4002 });
  });

  test('the next port skips the used ones and the gateway', () => {
    assert.equal(nextFreePort([4001, 4002, 4008]), 4009);
    assert.equal(nextFreePort([]), 4001);
    assert.equal(nextFreePort([3999]), 4001);
  });

  test('on the real table, a new name gets the port after the last row', () => {
    const { row } = addServiceRow(readFileSync(path.join(ROOT, SERVICES_TS), 'utf8'), NAME);
    assert.equal(row.port, Math.max(...SERVICE_TABLE.map((s) => s.port)) + 1);
  });

  test('a new name is listed in SUBJECTS_BY_SERVICE, the exports and EventMap', () => {
    const src = (file) => readFileSync(path.join(ROOT, 'libs/contracts/src', file), 'utf8');
    const { subjects, index } = addContractsEntries(
      { subjects: src('subjects.ts'), index: src('index.ts') },
      'stock',
      'Stock',
    );
    assert.match(
      subjects,
      /from '\.\/sales\.events';\nimport \{ StockSubjects \} from '\.\/stock\.events';\n/,
    );
    assert.match(subjects, / {2}stock: StockSubjects,\n\} as const satisfies Record<ServiceName/);
    assert.match(index, /^export \* from '\.\/stock\.events';$/m);
    assert.match(index, /^import type \{ StockEventMap \} from '\.\/stock\.events';$/m);
    assert.match(index, /IntegrationsEventMap &\n {2}StockEventMap;/);
  });

  test('refuses names that cannot be a database, role or NATS user name', () => {
    for (const bad of [undefined, 'Widgets', 'a-b', 'x', '1st', 'w_x', 'a'.repeat(32)]) {
      assert.ok(invalidName(bad), String(bad));
    }
    assert.equal(invalidName('widgets2'), null);
  });
});

/** A checkout the generator can work in, sharing this one's libraries and node_modules. */
function temporaryCheckout() {
  const root = mkdtempSync(path.join(tmpdir(), 'mise-new-service-'));
  const copy = (rel) => cpSync(path.join(ROOT, rel), path.join(root, rel), { recursive: true });
  const link = (rel) => symlinkSync(path.join(ROOT, rel), path.join(root, rel));
  for (const file of [
    'package.json',
    '.prettierrc.json',
    '.prettierignore',
    'eslint.config.mjs',
    'jest.preset.js',
    'tsconfig.base.json',
    'docker-compose.yml',
    'docker-compose.dev.yml',
    'deploy',
    'libs/contracts/package.json',
    'libs/contracts/tsconfig.json',
    'libs/contracts/src',
  ]) {
    copy(file);
  }
  cpSync(path.join(ROOT, 'scripts'), path.join(root, 'scripts'), {
    recursive: true,
    filter: (source) => !source.endsWith('.test.mjs'),
  });
  for (const lib of ['domain', 'platform', 'testing']) link(`libs/${lib}`);
  link('node_modules');
  for (const { name } of existingServices()) {
    mkdirSync(path.join(root, 'services', name), { recursive: true });
    copy(`services/${name}/package.json`);
    copy(`services/${name}/schema.graphql`);
  }
  return root;
}

/** Runs a command in `cwd`; answers `{ status, output }` (stdout and stderr together). */
function run(cwd, cmd, args, env = {}) {
  // The generated service's own test runs are part of this test, not of npm test's tally.
  const { MISE_TEST_COUNTS: _counts, ...outer } = process.env;
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...outer, NX_DAEMON: 'false', ...env },
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

const files = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));

describe(`npm run new-service -- ${NAME} (in a temporary checkout)`, () => {
  let root;
  let generated;
  const at = (...parts) => path.join(root, ...parts);
  const service = (...parts) => at('services', NAME, ...parts);

  before(() => {
    root = temporaryCheckout();
    generated = run(root, process.execPath, [at('scripts/new-service.mjs'), NAME]);
  });
  after(() => root && rmSync(root, { recursive: true, force: true }));

  test('it succeeds', () => {
    assert.equal(generated.status, 0, generated.output);
  });

  test('the folder has the anatomy, with the name filled in everywhere', () => {
    const made = files(service());
    for (const file of [
      'package.json',
      'README.md',
      'jest.config.js',
      'tsconfig.json',
      'tsconfig.build.json',
      'schema.graphql',
      'src/main.ts',
      'src/config.ts',
      'src/app.module.ts',
      'src/tenancy.ts',
      'src/migrations/index.ts',
      'src/example/example-outlet.resolver.ts',
      'test/example.int-spec.ts',
      'test/cross-tenant.int-spec.ts',
      'test/schema.int-spec.ts',
    ]) {
      assert.ok(made.includes(file), `services/${NAME}/${file}`);
    }
    for (const file of made) {
      assert.doesNotMatch(readFileSync(service(file), 'utf8'), /__name__|__Name__/i, file);
    }
    assert.equal(JSON.parse(readFileSync(service('package.json'), 'utf8')).name, `@mise/${NAME}`);
    assert.match(readFileSync(service('src/tenancy.ts'), 'utf8'), /service: 'widgets'/);
    assert.match(
      readFileSync(service('test/cross-tenant.int-spec.ts'), 'utf8'),
      /[cC]rossTenantCheck\(/,
    );
    // no example table: no migration of its own, nothing in the tenancy's tables
    assert.deepEqual(
      made.filter((f) => f.startsWith('src/migrations/')),
      ['src/migrations/index.ts'],
    );
    assert.match(readFileSync(service('src/tenancy.ts'), 'utf8'), /^ {2}tables: \[\],$/m);
  });

  test('SERVICE_TABLE has its row with the next free port, and the file stays formatted', async () => {
    const file = at(SERVICES_TS);
    const text = readFileSync(file, 'utf8');
    const { row, added } = addServiceRow(text, NAME);
    assert.equal(added, false, 'the row is there');
    assert.deepEqual(row, { name: NAME, port: Math.max(...SERVICE_TABLE.map((s) => s.port)) + 1 });
    for (const s of SERVICE_TABLE) {
      assert.deepEqual(addServiceRow(text, s.name).row, { name: s.name, port: s.port });
    }
    const options = await prettier.resolveConfig(file);
    assert.ok(await prettier.check(text, { ...options, filepath: file }), 'formatted');
  });

  // npm test's own staleness checks, run in the temporary checkout (they read its table)
  const check = (script) => run(root, process.execPath, [at(script), '--check']);

  test('the printed schema is in the supergraph, which is current', () => {
    assert.match(readFileSync(service('schema.graphql'), 'utf8'), /type WidgetsExampleOutlet\s*\{/);
    const r = check('scripts/compose-supergraph.mjs');
    assert.equal(r.status, 0, r.output);
    const supergraph = readFileSync(at(SUPERGRAPH_FILE), 'utf8');
    assert.match(
      supergraph,
      /WIDGETS @join__graph\(name: "widgets", url: "http:\/\/widgets:\d+\/graphql"\)/,
    );
    assert.match(supergraph, /type WidgetsExampleOutlet\s+@join__type\(graph: WIDGETS/);
    assert.match(
      supergraph,
      /widgetsExampleOutlet: WidgetsExampleOutlet! @join__field\(graph: WIDGETS\)/,
    );
  });

  test('every deploy file has it and is current', () => {
    const r = check('scripts/lib/deploy-files.mjs');
    assert.equal(r.status, 0, r.output);
    const compose = parse(readFileSync(at('docker-compose.yml'), 'utf8'));
    assert.ok(compose.services[NAME] && compose.services[`${NAME}-migrate`]);
    assert.match(compose.services.postgres.environment.MISE_SERVICES, /\bwidgets\b/);
    const [deployment] = parseAllDocuments(
      readFileSync(at(`deploy/k8s/base/${NAME}.yaml`), 'utf8'),
    ).map((d) => d.toJS());
    assert.equal(deployment.metadata.name, NAME);
    assert.match(readFileSync(at('deploy/nats/nats-server.conf'), 'utf8'), /user: "widgets"/);
  });

  test('libs/contracts lists its (empty) events module', () => {
    const contracts = (file) => readFileSync(at('libs/contracts/src', file), 'utf8');
    assert.match(contracts(`${NAME}.events.ts`), /export const WidgetsSubjects = \{\} as const;/);
    assert.match(contracts('subjects.ts'), /^ {2}widgets: WidgetsSubjects,$/m);
    assert.match(contracts('index.ts'), /^export \* from '\.\/widgets\.events';$/m);
    assert.match(contracts('index.ts'), /&\s+WidgetsEventMap;/);
  });

  test('it typechecks', () => {
    const r = run(service(), 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
    assert.equal(r.status, 0, r.output);
  });

  test('it and its events module pass lint', () => {
    const r = run(root, 'npx', [
      'eslint',
      `services/${NAME}/src`,
      `services/${NAME}/test`,
      `libs/contracts/src/${NAME}.events.ts`,
      'libs/contracts/src/subjects.ts',
      'libs/contracts/src/index.ts',
    ]);
    assert.equal(r.status, 0, r.output);
  });

  test('its own tests pass, the cross-tenant check among them', () => {
    const r = run(
      root,
      'npx',
      ['jest', '-c', `services/${NAME}/jest.config.js`, '--ci', '--verbose'],
      {
        NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
        MISE_TEST_COUNTS: '', // these are not npm test's own tests
      },
    );
    assert.equal(r.status, 0, r.output);
    assert.match(r.output, /cross-tenant check/);
    assert.match(r.output, /Tests:\s+4 passed, 4 total/);
  });

  test('a second run refuses the existing folder and changes nothing', () => {
    const before = readFileSync(at(SERVICES_TS), 'utf8');
    const r = run(root, process.execPath, [at('scripts/new-service.mjs'), NAME, '--no-schema']);
    assert.equal(r.status, 2);
    assert.match(r.output, /services\/widgets already exists/);
    assert.equal(readFileSync(at(SERVICES_TS), 'utf8'), before);
  });

  test('a bad name is refused before anything is written', () => {
    const r = run(root, process.execPath, [at('scripts/new-service.mjs'), 'Bad-Name']);
    assert.equal(r.status, 2);
    assert.match(r.output, /lower-case letters and digits/);
    assert.ok(!existsSync(at('services', 'Bad-Name')));
  });
});
