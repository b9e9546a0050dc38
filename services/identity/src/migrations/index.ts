import { PlatformTables1760000000000 } from '@mise/platform';
import { IdentitySchema1760000000100 } from './1760000000100-identity-schema';
import { IdentityIssue71760000000200 } from './1760000000200-identity-issue7';

/** In order. Never edit a migration once it has landed; add a new one. */
export const migrations = [
  PlatformTables1760000000000,
  IdentitySchema1760000000100,
  IdentityIssue71760000000200,
];
