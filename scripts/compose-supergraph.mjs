#!/usr/bin/env node
// Composes deploy/supergraph/supergraph.graphql from the printed SDL files (services/<name>/
// schema.graphql) of the services that exist (scripts/lib/services.mjs: SERVICE_TABLE rows with a
// folder). `--check` compares instead of writing and exits 1 when stale.
//
//   node scripts/compose-supergraph.mjs           write the supergraph
//   node scripts/compose-supergraph.mjs --check   fail when the committed supergraph is stale
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { existingServices } from './lib/services.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SUPERGRAPH_FILE = 'deploy/supergraph/supergraph.graphql';

/**
 * Composes subgraphs `{ name, url, sdl }` into a supergraph.
 * @returns {{ supergraphSdl: string, errors?: undefined } | { supergraphSdl?: undefined, errors: string[] }}
 */
export function composeSupergraph(subgraphs) {
  const services = [];
  const errors = [];
  for (const { name, url, sdl } of subgraphs) {
    try {
      services.push({ name, url, typeDefs: parse(sdl) });
    } catch (error) {
      errors.push(`${name}: ${error.message}`);
    }
  }
  if (errors.length > 0) return { errors };
  const result = composeServices(services);
  if (result.errors) return { errors: result.errors.map((error) => error.toString()) };
  const sdl = result.supergraphSdl;
  return { supergraphSdl: sdl.endsWith('\n') ? sdl : `${sdl}\n` };
}

/**
 * The subgraphs of the checkout at `root`: `{ name, url, schema }`, the routing URL being the
 * service's address inside Compose and Kubernetes (the gateway's SUBGRAPH_<NAME>_URL overrides it).
 */
export function subgraphList(root = REPO_ROOT) {
  return existingServices(root).map(({ name, port }) => ({
    name,
    url: `http://${name}:${port}/graphql`,
    schema: `services/${name}/schema.graphql`,
  }));
}

/** Reads each subgraph's SDL file (paths relative to `root`). */
export function readSubgraphs(root = REPO_ROOT) {
  return subgraphList(root).map(({ name, url, schema }) => {
    const file = path.join(root, schema);
    if (!existsSync(file)) {
      throw new Error(`${name}: ${schema} does not exist (the service's tests print it)`);
    }
    return { name, url, sdl: readFileSync(file, 'utf8') };
  });
}

/** Composes the listed subgraphs of the repository at `root`. */
export function composeRepository(root = REPO_ROOT) {
  try {
    return composeSupergraph(readSubgraphs(root));
  } catch (error) {
    return { errors: [error.message] };
  }
}

/**
 * Compares the committed supergraph with a fresh composition.
 * @returns {{ current: boolean, message: string }}
 */
export function checkSupergraph(root = REPO_ROOT) {
  const result = composeRepository(root);
  if (result.errors) {
    return { current: false, message: compositionFailed(result.errors) };
  }
  const file = path.join(root, SUPERGRAPH_FILE);
  const committed = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (committed === result.supergraphSdl) {
    return { current: true, message: `${SUPERGRAPH_FILE} is current` };
  }
  const why = committed === null ? 'missing' : 'differs from a fresh composition';
  return {
    current: false,
    message: `supergraph is stale: run npm run schema (${SUPERGRAPH_FILE} ${why})`,
  };
}

const compositionFailed = (errors) =>
  `supergraph composition failed:\n${errors.map((e) => `  - ${e}`).join('\n')}`;

function main(args) {
  if (args.includes('--check')) {
    const { current, message } = checkSupergraph();
    (current ? console.log : console.error)(message);
    return current ? 0 : 1;
  }
  const result = composeRepository();
  if (result.errors) {
    console.error(compositionFailed(result.errors));
    return 1;
  }
  writeFileSync(path.join(REPO_ROOT, SUPERGRAPH_FILE), result.supergraphSdl);
  console.log(`wrote ${SUPERGRAPH_FILE}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
