/** Cookies behind a small interface, so stores never touch document.cookie. */
export interface CookieOptions {
  /** Lifetime in days; a session cookie when absent. */
  maxAgeDays?: number;
  /** Default '/'. */
  path?: string;
}

export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
}

const DAY_SECONDS = 24 * 60 * 60;

/** Parses a Cookie header or document.cookie ("a=1; b=2"); the first cookie of a name wins. */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

/** The Set-Cookie style string document.cookie takes. */
export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions & { secure?: boolean } = {},
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAgeDays !== undefined) {
    parts.push(`Max-Age=${Math.round(options.maxAgeDays * DAY_SECONDS)}`);
  }
  parts.push('SameSite=Lax');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The page's cookies; a browser that refuses cookies reads as having none. */
export function createDocumentCookies(doc: Document, secure: boolean): CookieJar {
  return {
    get(name) {
      try {
        return parseCookies(doc.cookie).get(name) ?? null;
      } catch {
        return null;
      }
    },
    set(name, value, options) {
      try {
        doc.cookie = serializeCookie(name, value, { ...options, secure });
      } catch {
        // cookies disabled (sandboxed frame): nothing kept
      }
    },
    remove(name, options) {
      try {
        doc.cookie = serializeCookie(name, '', { path: options?.path, maxAgeDays: 0, secure });
      } catch {
        // cookies disabled: nothing to remove
      }
    },
  };
}

export interface MemoryCookieJar extends CookieJar {
  /** What each cookie was last set with, for assertions. */
  readonly options: ReadonlyMap<string, CookieOptions>;
}

/** Cookies in memory, for tests and stories. */
export function createMemoryCookies(initial: Record<string, string> = {}): MemoryCookieJar {
  const values = new Map(Object.entries(initial));
  const options = new Map<string, CookieOptions>();
  return {
    options,
    get: (name) => values.get(name) ?? null,
    set(name, value, opts = {}) {
      values.set(name, value);
      options.set(name, opts);
    },
    remove(name) {
      values.delete(name);
      options.delete(name);
    },
  };
}
