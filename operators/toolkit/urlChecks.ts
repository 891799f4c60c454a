import { decodeCsPath } from '../../src/config/csPath.ts';
import { showValue } from './describeValue.ts';
import type { Issue } from './issues.ts';
import { error } from './issues.ts';
import { pointerOf } from './jsonPointer.ts';
import { asArray, getPath, isRecord } from './narrow.ts';

const INSECURE = /^http:\/\//i;

export function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Every string anywhere in the file that starts with http:// (root-relative paths are fine). */
export function checkHttpsUrls(value: unknown): Issue[] {
  const found: Issue[] = [];
  // The pointer is built only for a hit: most values are fine and this walks every one.
  const path: Array<string | number> = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (INSECURE.test(v))
        found.push(error(pointerOf(path), `must use https (got ${showValue(v)})`));
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        path.push(i);
        walk(v[i]);
        path.pop();
      }
    } else if (isRecord(v)) {
      for (const key in v) {
        path.push(key);
        walk(v[key]);
        path.pop();
      }
    }
  };
  walk(value);
  return found;
}

/** Each customer-service path must decode (src/config/csPath.ts) to an https address. */
export function checkCsPaths(tenant: unknown): Issue[] {
  const entries = asArray(getPath(tenant, 'customerService')) ?? [];
  return entries.flatMap((entry, i): Issue[] => {
    const path = getPath(entry, 'path');
    if (typeof path !== 'string') return [];
    const pointer = `/customerService/${i}/path`;
    const decoded = decodeCsPath(path);
    if (decoded === null) {
      return [
        error(
          pointer,
          "cannot be decoded as a customer-service path; make one with 'npm run cs:encode -- <https URL>'",
        ),
      ];
    }
    if (!isHttpsUrl(decoded)) {
      return [
        error(
          pointer,
          `decodes to ${showValue(decoded)}, which is not an https URL; encode the https address with 'npm run cs:encode'`,
        ),
      ];
    }
    return [];
  });
}
