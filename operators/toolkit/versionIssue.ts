import { CURRENT_SCHEMA_VERSION, OLDEST_SCHEMA_VERSION } from '../../src/config/migrations.ts';
import type { Issue } from './issues.ts';
import { error } from './issues.ts';

/** A declared schemaVersion no migration knows: newer than this checker, or older than any step. */
export function versionIssue(declared: number | null): Issue | null {
  if (declared === null) return null;
  if (declared >= OLDEST_SCHEMA_VERSION && declared <= CURRENT_SCHEMA_VERSION) return null;
  return error(
    '/schemaVersion',
    `unknown schemaVersion ${declared}: the current version is ${CURRENT_SCHEMA_VERSION}, and this checker reads versions ${OLDEST_SCHEMA_VERSION} to ${CURRENT_SCHEMA_VERSION}`,
  );
}
