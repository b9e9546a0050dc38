import { join } from 'node:path';
import { printedSchemaSuite } from '@mise/testing';
import { startIntegrations } from './helpers';

// `npm run schema` (and `npm run new-service`) run this test with UPDATE_SCHEMA=1 to reprint it.
printedSchemaSuite(startIntegrations, join(__dirname, '..'));
