#!/usr/bin/env node
// npm run schema: reprints every subgraph's schema.graphql (from its running app, in the
// "printed schema" integration test) and recomposes deploy/supergraph/supergraph.graphql.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const subgraphs = JSON.parse(readFileSync('deploy/supergraph/subgraphs.json', 'utf8'));
const env = {
  ...process.env,
  UPDATE_SCHEMA: '1',
  NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
};
for (const { name } of subgraphs) {
  console.log(`printing services/${name}/schema.graphql`);
  execFileSync(
    'npx',
    ['jest', '-c', `services/${name}/jest.config.js`, '-t', 'printed schema', '--silent'],
    { stdio: 'inherit', env },
  );
}
execFileSync('node', ['scripts/compose-supergraph.mjs'], { stdio: 'inherit' });
