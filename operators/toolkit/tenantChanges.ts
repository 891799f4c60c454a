import { readFileSync } from 'node:fs';
import { parsePointer } from './jsonPointer.ts';
import { isRecord } from './narrow.ts';

/** Tests: the demo tenant, a valid file to vary one thing at a time. */
export function demoTenant(): Record<string, unknown> {
  return JSON.parse(readFileSync('tenants/demo.json', 'utf8')) as Record<string, unknown>;
}

/** Marks a property to delete in `withChanges`. */
export const REMOVE = Symbol('remove');

/**
 * A copy of `tenant` with each pointer set to its value (or removed); array indexes past the
 * end append. Tests use it to write invalid values the generated types would not allow.
 */
export function withChanges(
  tenant: unknown,
  changes: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const copy = structuredClone(tenant);
  if (!isRecord(copy)) throw new Error('tenant must be an object');
  for (const [pointer, value] of Object.entries(changes)) {
    const segments = parsePointer(pointer);
    const last = segments.pop();
    let target: unknown = copy;
    for (const segment of segments) {
      target = Array.isArray(target)
        ? target[Number(segment)]
        : isRecord(target)
          ? target[segment]
          : undefined;
    }
    if (last === undefined) throw new Error('cannot change the root');
    if (Array.isArray(target)) {
      if (value === REMOVE) target.splice(Number(last), 1);
      else target[Number(last)] = value;
    } else if (isRecord(target)) {
      if (value === REMOVE) delete target[last];
      else target[last] = value;
    } else {
      throw new Error(`no object at ${pointer}`);
    }
  }
  return copy;
}
