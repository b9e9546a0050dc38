import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { printSubgraphSchema } from '@apollo/subgraph';

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
