import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { printSubgraphSchema } from '@apollo/subgraph';
import type { TestApp } from './app';

/**
 * The printed SDL of a running subgraph must equal the committed `schema.graphql` (the supergraph
 * is composed from those files). `npm run schema` sets UPDATE_SCHEMA=1 to rewrite them.
 */
export function checkPrintedSchema(app: INestApplication, file: string): void {
  const sdl = printSubgraphSchema(app.get(GraphQLSchemaHost).schema).trim() + '\n';
  if (process.env.UPDATE_SCHEMA === '1') {
    writeFileSync(file, sdl);
    return;
  }
  if (!existsSync(file) || readFileSync(file, 'utf8') !== sdl) {
    throw new Error(`${file} is stale: run \`npm run schema\` and commit the result`);
  }
}

// Jest's globals, as the test runner provides them (the kit is also loaded outside Jest).
declare const beforeAll: (fn: () => Promise<unknown>) => void;
declare const afterAll: (fn: () => Promise<unknown> | undefined) => void;
declare const describe: (name: string, fn: () => void) => void;
declare const it: (name: string, fn: () => void) => void;

/**
 * A service's "printed schema" test, whole: starts the service, checks its running schema against
 * `services/<service>/schema.graphql` (`serviceDir` is the service's folder), closes it after.
 * `npm run schema` runs it (by that name) with UPDATE_SCHEMA=1 to reprint the file. The returned
 * `s.t` is filled in `beforeAll`, for further tests in the same file.
 */
export function printedSchemaSuite<A extends TestApp>(
  start: () => Promise<A>,
  serviceDir: string,
): { t: A } {
  const s = {} as { t: A };
  beforeAll(async () => {
    s.t = await start();
  });
  afterAll(() => s.t?.close());
  const file = join(serviceDir, 'schema.graphql');
  describe('printed schema', () => {
    it(`matches the committed services/${basename(serviceDir)}/schema.graphql`, () => {
      checkPrintedSchema(s.t.app, file);
    });
  });
  return s;
}
