/**
 * Tenant file migrations (docs/tenant-migrations.md). Pure functions shared by `npm run tenants`
 * and the build: a file at an older schemaVersion is upgraded in memory, one small step per
 * version, and every renamed key is reported so operators update their file at their own pace.
 */
export const CURRENT_SCHEMA_VERSION = 2;
/** The oldest version a step exists for; anything older (or newer than current) is unknown. */
export const OLDEST_SCHEMA_VERSION = 1;

export interface MigrationWarning {
  /** JSON pointer into the file as written. */
  pointer: string;
  message: string;
}

/** A value that moved: `from` is its pointer in the file as written, `to` after migration. */
export interface PointerMove {
  from: string;
  to: string;
  /** The value changed shape: what lies under `to` has no counterpart under `from`. */
  reshaped?: boolean;
}

export interface MigrationResult {
  value: unknown;
  /** The schemaVersion the file declared, or null when it declared no integer version. */
  fromVersion: number | null;
  warnings: MigrationWarning[];
  moves: PointerMove[];
}

/** Top-level keys renamed by a migration, so a checker can suggest the new name. */
export const RENAMED_KEYS: Readonly<Record<string, { to: string; since: number }>> = {
  features: { to: 'flags', since: 2 },
  lang: { to: 'languages', since: 2 },
  cs: { to: 'customerService', since: 2 },
};

/** The 14 flags as they stood when version 1 was retired; the v1 step states each of them. */
const V2_FLAG_NAMES = [
  'STARTGAMEINAPP3',
  'GEETEST3',
  'GEETESTRISK3',
  'CBS3',
  'MOBILEAUTOLOGIN3',
  'PWDEXPFORCECHANGE3',
  'GOOGLELOGIN3',
  'FACEBOOKLOGIN3',
  'TWITTERLOGIN3',
  'LINELOGIN3',
  'TELEGRAMLOGIN3',
  'FIREBASECREATEACC3',
  'SSOMANUALREG3',
  'UPDATEMOBILEICC3',
] as const;

interface StepResult {
  value: Record<string, unknown>;
  warnings: MigrationWarning[];
  moves: PointerMove[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function escapeSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function renamedMessage(rename: { to: string; since: number }): string {
  return `renamed: use "${rename.to}" (schemaVersion ${rename.since})`;
}

/** v1 listed the enabled flags by name; v2 states every flag as true or false. */
function featuresToFlags(
  features: unknown,
): { flags: Record<string, boolean>; moves: PointerMove[] } | null {
  if (!Array.isArray(features) || !features.every((f): f is string => typeof f === 'string')) {
    return null;
  }
  const flags = new Map<string, boolean>(V2_FLAG_NAMES.map((name) => [name, false]));
  const moves: PointerMove[] = [];
  features.forEach((name, i) => {
    // An unknown name is kept as a flag, so the schema reports it with a did-you-mean.
    flags.set(name, true);
    moves.push({ from: `/features/${i}`, to: `/flags/${escapeSegment(name)}` });
  });
  return { flags: Object.fromEntries(flags), moves };
}

/** Version 1 → 2: features → flags (object of all 14), lang → languages, cs → customerService. */
export function migrateV1ToV2(doc: Record<string, unknown>): StepResult {
  const warnings: MigrationWarning[] = [
    {
      pointer: '/schemaVersion',
      message:
        'schemaVersion 1 is upgraded in memory; rename the keys marked below and set it to 2',
    },
  ];
  const moves: PointerMove[] = [];
  const entries: Array<[string, unknown]> = [];
  for (const [key, value] of Object.entries(doc)) {
    const rename = Object.hasOwn(RENAMED_KEYS, key) ? RENAMED_KEYS[key] : undefined;
    if (key === 'schemaVersion') {
      entries.push([key, 2]);
    } else if (rename === undefined || Object.hasOwn(doc, rename.to)) {
      // Old key next to its new name: left alone, so the schema reports it as unknown.
      entries.push([key, value]);
    } else if (key === 'features') {
      const converted = featuresToFlags(value);
      if (converted === null) {
        entries.push([key, value]);
        continue;
      }
      entries.push([rename.to, converted.flags]);
      moves.push(...converted.moves, { from: '/features', to: '/flags', reshaped: true });
      warnings.push({
        pointer: '/features',
        message: `${renamedMessage(rename)}, an object stating each of the 14 flags as true or false`,
      });
    } else {
      entries.push([rename.to, value]);
      moves.push({ from: `/${key}`, to: `/${rename.to}` });
      warnings.push({ pointer: `/${key}`, message: renamedMessage(rename) });
    }
  }
  return { value: Object.fromEntries(entries), warnings, moves };
}

const STEPS: Readonly<Record<number, (doc: Record<string, unknown>) => StepResult>> = {
  1: migrateV1ToV2,
};

function movePointer(pointer: string, moves: readonly PointerMove[], dir: 'back' | 'forward') {
  let best: PointerMove | undefined;
  for (const move of moves) {
    const prefix = dir === 'back' ? move.to : move.from;
    const matches = pointer === prefix || pointer.startsWith(`${prefix}/`);
    const bestLength = best ? (dir === 'back' ? best.to : best.from).length : -1;
    if (matches && prefix.length > bestLength) best = move;
  }
  if (!best) return pointer;
  const [prefix, replacement] = dir === 'back' ? [best.to, best.from] : [best.from, best.to];
  return best.reshaped ? replacement : replacement + pointer.slice(prefix.length);
}

/** Where a pointer into the migrated value points in the file as written. */
export function sourcePointer(pointer: string, moves: readonly PointerMove[]): string {
  return movePointer(pointer, moves, 'back');
}

/** Runs every step from the declared version up to CURRENT_SCHEMA_VERSION. Never mutates `raw`. */
export function migrateTenant(raw: unknown): MigrationResult {
  const declared = isRecord(raw) ? raw.schemaVersion : undefined;
  if (!isRecord(raw) || typeof declared !== 'number' || !Number.isInteger(declared)) {
    return { value: raw, fromVersion: null, warnings: [], moves: [] };
  }
  let value = raw;
  let version = declared;
  const warnings: MigrationWarning[] = [];
  let moves: PointerMove[] = [];
  while (version < CURRENT_SCHEMA_VERSION) {
    const step = STEPS[version];
    if (!step) break;
    const result = step(value);
    const earlier = moves;
    warnings.push(
      ...result.warnings.map((w) => ({ ...w, pointer: sourcePointer(w.pointer, earlier) })),
    );
    moves = [
      ...earlier.map((m) => ({ ...m, to: movePointer(m.to, result.moves, 'forward') })),
      ...result.moves.map((m) => ({ ...m, from: sourcePointer(m.from, earlier) })),
    ];
    value = result.value;
    version += 1;
  }
  return { value, fromVersion: declared, warnings, moves };
}
