/**
 * What lazy chunks of other features import from auth (decision 0003): kept out of index.ts, so
 * the entry does not carry it (decision 0013).
 */
export { safeGoPath } from './safeGoPath';
