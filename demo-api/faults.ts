/**
 * The fault set QA and tests switch on through POST /__demo/faults: pure data, validation and
 * the JSON view. How a fault changes an answer lives in faultMiddleware.ts and routes/system.ts.
 */

export type PathFault = (
  | { kind: 'status'; status: number }
  | { kind: 'errorCode'; errorCode: string; message: string | null }
  | { kind: 'hang' }
  | { kind: 'malformed' }
) & {
  /**
   * How many more calls the fault answers before it switches itself off; absent = every call.
   * "The first POST answers 500" is times: 1, so a client's retry is seen to go through.
   */
  times?: number;
};

export interface FaultSet {
  maintenance: boolean;
  regionRestricted: boolean;
  domainNotAvailable: boolean;
  /**
   * Every member's session has expired: each /wps call that carries an Authorization header
   * answers HTTP 401 customer.not.login (faultMiddleware.ts), as the platform does for a token
   * it no longer knows. Calls without the header (visitors, login) answer as usual.
   */
  sessionExpired: boolean;
  latencyMs: number;
  /** Keyed by exact request path (query ignored). */
  paths: Map<string, PathFault>;
}

/** The fault set as GET/POST /__demo/faults answer it; each path entry is a valid POST body. */
export interface FaultsView {
  maintenance: boolean;
  regionRestricted: boolean;
  domainNotAvailable: boolean;
  sessionExpired: boolean;
  latencyMs: number;
  paths: Record<string, unknown>[];
}

type GlobalFaults = Omit<FaultSet, 'paths'>;

export interface FaultChange {
  global: Partial<GlobalFaults>;
  path: { path: string; fault: PathFault } | null;
}

export const MAX_LATENCY_MS = 60_000;
/** Demo contexts with faults of their own, at most; the oldest is forgotten first. */
export const MAX_FAULT_CONTEXTS = 1_000;
export const MAX_FAULT_TIMES = 1_000;

export const ACCEPTED_FAULTS =
  'Accepted: a JSON object with any of maintenance, regionRestricted, domainNotAvailable, ' +
  'sessionExpired ' +
  `(booleans), latencyMs (integer 0-${MAX_LATENCY_MS}); or path ("/wps/...") with exactly one of ` +
  'status (integer 400-599), errorCode (string, optional message), hang: true, malformed: true, ' +
  `and optionally times (integer 1-${MAX_FAULT_TIMES}: only the next so many calls).`;

export function emptyFaults(): FaultSet {
  return {
    maintenance: false,
    regionRestricted: false,
    domainNotAvailable: false,
    sessionExpired: false,
    latencyMs: 0,
    paths: new Map(),
  };
}

const GLOBAL_FLAGS = [
  'maintenance',
  'regionRestricted',
  'domainNotAvailable',
  'sessionExpired',
] as const;
const PATH_KINDS = ['status', 'errorCode', 'hang', 'malformed'] as const;
const KNOWN_KEYS = new Set<string>([
  ...GLOBAL_FLAGS,
  'latencyMs',
  'path',
  ...PATH_KINDS,
  'message',
  'times',
]);

export type ParseResult = { ok: true; change: FaultChange } | { ok: false; message: string };

/** Validates a POST /__demo/faults body; the error message says what was wrong and what is accepted. */
export function parseFaultChange(body: unknown): ParseResult {
  const bad = (problem: string): ParseResult => ({
    ok: false,
    message: `${problem} ${ACCEPTED_FAULTS}`,
  });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return bad('The body must be a JSON object.');
  }
  const fields = body as Record<string, unknown>;
  const keys = Object.keys(fields);
  const unknown = keys.filter((key) => !KNOWN_KEYS.has(key));
  if (unknown.length > 0) return bad(`Unknown field(s): ${unknown.join(', ')}.`);
  if (keys.length === 0) return bad('The body names no fault.');

  const global: Partial<GlobalFaults> = {};
  for (const flag of GLOBAL_FLAGS) {
    const value = fields[flag];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') return bad(`"${flag}" must be true or false.`);
    global[flag] = value;
  }
  if (fields.latencyMs !== undefined) {
    const ms = fields.latencyMs;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_LATENCY_MS) {
      return bad(`"latencyMs" must be an integer from 0 to ${MAX_LATENCY_MS}.`);
    }
    global.latencyMs = ms;
  }

  const named = PATH_KINDS.filter((kind) => fields[kind] !== undefined);
  if (fields.path === undefined) {
    if (named.length > 0 || fields.message !== undefined || fields.times !== undefined) {
      return bad(
        `"${named[0] ?? (fields.message !== undefined ? 'message' : 'times')}" needs a "path".`,
      );
    }
    return { ok: true, change: { global, path: null } };
  }
  const path = fields.path;
  if (typeof path !== 'string' || !path.startsWith('/wps/') || path.includes('?')) {
    return bad('"path" must be a request path starting with /wps/, without a query.');
  }
  if (named.length !== 1)
    return bad('A path fault needs exactly one of status, errorCode, hang, malformed.');
  const fault = parsePathFault(named[0], fields);
  if (typeof fault === 'string') return bad(fault);
  const times = fields.times;
  if (times !== undefined) {
    if (
      typeof times !== 'number' ||
      !Number.isInteger(times) ||
      times < 1 ||
      times > MAX_FAULT_TIMES
    ) {
      return bad(`"times" must be an integer from 1 to ${MAX_FAULT_TIMES}.`);
    }
    fault.times = times;
  }
  return { ok: true, change: { global, path: { path, fault } } };
}

function parsePathFault(
  kind: (typeof PATH_KINDS)[number] | undefined,
  fields: Record<string, unknown>,
): PathFault | string {
  if (fields.message !== undefined && kind !== 'errorCode')
    return '"message" goes with "errorCode".';
  switch (kind) {
    case 'status': {
      const status = fields.status;
      if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
        return '"status" must be an integer from 400 to 599.';
      }
      return { kind, status };
    }
    case 'errorCode': {
      const { errorCode, message } = fields;
      if (typeof errorCode !== 'string' || errorCode.trim() === '') {
        return '"errorCode" must be a non-empty string.';
      }
      if (message !== undefined && typeof message !== 'string')
        return '"message" must be a string.';
      return { kind, errorCode, message: message ?? null };
    }
    case 'hang':
    case 'malformed':
      return fields[kind] === true ? { kind } : `"${kind}" must be true.`;
    default:
      return 'A path fault needs one of status, errorCode, hang, malformed.';
  }
}

/**
 * The fault for a call to `path`, counting the call against `times`: a fault whose count runs
 * out answers this call and is then removed.
 */
export function takePathFault(faults: FaultSet, path: string): PathFault | undefined {
  const fault = faults.paths.get(path);
  if (fault?.times === undefined) return fault;
  const left = fault.times - 1;
  if (left <= 0) faults.paths.delete(path);
  else faults.paths.set(path, { ...fault, times: left });
  return fault;
}

/** The shared fault set and one per demo context (demo-api/demoContext.ts). */
export interface FaultSets {
  /** What requests naming no context see: QA's faults switched by hand. */
  faults: FaultSet;
  /** Demo context → its own faults, oldest first. A request naming a context sees only these. */
  contextFaults: Map<string, FaultSet>;
}

/**
 * The fault set a request sees: its context's own (empty until that context sets one), or the
 * shared set when it names no context. `forChange` keeps a new context's set for later requests.
 */
export function faultsFor(
  sets: FaultSets,
  context: string | undefined,
  forChange = false,
): FaultSet {
  if (context === undefined) return sets.faults;
  const own = sets.contextFaults.get(context);
  if (own || !forChange) return own ?? emptyFaults();
  const created = emptyFaults();
  sets.contextFaults.set(context, created);
  for (const oldest of sets.contextFaults.keys()) {
    if (sets.contextFaults.size <= MAX_FAULT_CONTEXTS) break;
    sets.contextFaults.delete(oldest);
  }
  return created;
}

/** Clears one context's faults, or (naming none) the shared set and every context's. */
export function clearFaults(sets: FaultSets, context: string | undefined): void {
  if (context !== undefined) {
    sets.contextFaults.delete(context);
    return;
  }
  sets.faults = emptyFaults();
  sets.contextFaults.clear();
}

/** Faults accumulate: each change adds to (or overrides) what is already set. */
export function applyFaultChange(faults: FaultSet, change: FaultChange): void {
  Object.assign(faults, change.global);
  if (change.path) faults.paths.set(change.path.path, change.path.fault);
}

export function viewFaults(faults: FaultSet): FaultsView {
  return {
    maintenance: faults.maintenance,
    regionRestricted: faults.regionRestricted,
    domainNotAvailable: faults.domainNotAvailable,
    sessionExpired: faults.sessionExpired,
    latencyMs: faults.latencyMs,
    paths: [...faults.paths].map(([path, fault]) => ({
      path,
      ...describePathFault(fault),
      ...(fault.times === undefined ? {} : { times: fault.times }),
    })),
  };
}

function describePathFault(fault: PathFault): Record<string, unknown> {
  switch (fault.kind) {
    case 'status':
      return { status: fault.status };
    case 'errorCode':
      return fault.message === null
        ? { errorCode: fault.errorCode }
        : { errorCode: fault.errorCode, message: fault.message };
    case 'hang':
      return { hang: true };
    case 'malformed':
      return { malformed: true };
  }
}
