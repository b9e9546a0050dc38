#!/usr/bin/env node
// npm run schema: reprints the schema.graphql of every service that exists (from its running app,
// in the "printed schema" integration test), recomposes deploy/supergraph/supergraph.graphql and
// regenerates the deploy files (Compose, Kubernetes, NATS users) from SERVICE_TABLE. Commit them.
import { execFileSync } from 'node:child_process';
import { subgraphList } from './compose-supergraph.mjs';
import { writeDeployFiles } from './lib/deploy-files.mjs';

const env = {
  ...process.env,
  UPDATE_SCHEMA: '1',
  NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
};
for (const { name, schema } of subgraphList()) {
  console.log(`printing ${schema}`);
  execFileSync(
    'npx',
    ['jest', '-c', `services/${name}/jest.config.js`, '-t', 'printed schema', '--silent'],
    { stdio: 'inherit', env },
  );
}
execFileSync('node', ['scripts/compose-supergraph.mjs'], { stdio: 'inherit' });
console.log(`wrote ${(await writeDeployFiles()).join(', ')}`);
