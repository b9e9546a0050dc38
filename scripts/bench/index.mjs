#!/usr/bin/env node
// npm run bench: prints the performance figures the issues ask for. Not a test: nothing here
// passes or fails on a number. Needs Postgres and NATS like the tests (TEST_DATABASE_ADMIN_URL,
// NATS_URL) and built packages (npm run build).
import { identityBench } from './identity.mjs';
import { webBench } from './web.mjs';

const started = Date.now();
const only = process.argv[2]; // `npm run bench -- web` runs one part
if (!only || only === 'identity') await identityBench();
if (!only || only === 'web') await webBench();
console.log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(0);
