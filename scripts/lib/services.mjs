// The services that exist: the rows of SERVICE_TABLE (libs/contracts/src/services.ts, read with
// Node's type stripping, so nothing needs building first) whose services/<name>/package.json
// exists. Every list of services (npm start, supergraph, npm run schema, Compose, Kubernetes, NATS
// users, bench) comes from here, so adding a service is its table row plus its folder.
//
//   import { existingServices } from './lib/services.mjs';
//   existingServices()            // [{ name: 'identity', port: 4001 }, ...]
//   existingServices(otherRoot)   // the same for another checkout (tests use a temporary copy)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// libs/contracts is a CommonJS package, so Node warns that the .ts file it strips is in fact an ES
// module: true and harmless here, so that one warning is silenced for this one import.
const emitWarning = process.emitWarning;
process.emitWarning = (warning, ...rest) => {
  const code = typeof rest[0] === 'object' ? rest[0]?.code : rest[1];
  if (code !== 'MODULE_TYPELESS_PACKAGE_JSON') emitWarning.call(process, warning, ...rest);
};
const contract = (file) =>
  import(`../../libs/contracts/src/${file}`).catch((e) => {
    if (e.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw e;
    throw new Error(`Node ${process.versions.node} cannot load .ts: run this through npm or npx`);
  });
const { EVENTS_STREAM, GATEWAY_PORT, SERVICE_TABLE, eventConsumerName, natsInboxPrefix } =
  await contract('services.ts');
// rpc.ts and <service>.events.ts hold plain data and type-only imports, so they load the same way.
const { LOOKUP_KINDS, REQUEST_SENDERS, Requests } = await contract('rpc.ts');
/** Every event subject of the contracts (each `<service>.events.ts`'s `…Subjects` constant). */
const EVENT_SUBJECTS = (
  await Promise.all(SERVICE_TABLE.map((s) => contract(`${s.name}.events.ts`)))
).flatMap((module) =>
  Object.entries(module)
    .filter(([key]) => key.endsWith('Subjects'))
    .flatMap(([, subjects]) => Object.values(subjects)),
);
process.emitWarning = emitWarning;

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export {
  EVENT_SUBJECTS,
  EVENTS_STREAM,
  GATEWAY_PORT,
  LOOKUP_KINDS,
  REQUEST_SENDERS,
  Requests,
  SERVICE_TABLE,
  eventConsumerName,
  natsInboxPrefix,
};
export const GATEWAY = 'gateway';

/** The rows of `table` whose `services/<name>/package.json` exists under `root`, in table order. */
export function existingServices(root = ROOT, table = SERVICE_TABLE) {
  return table
    .filter((s) => existsSync(path.join(root, 'services', s.name, 'package.json')))
    .map((s) => ({ name: s.name, port: s.port, ...(s.workers && { workers: [...s.workers] }) }));
}
