/** Where /wps goes: the platform's address, checked before it is written into a config. */
export interface ApiUpstream {
  /** 'http://127.0.0.1:8787' or 'https://api.example.com' (no path, no trailing slash). */
  origin: string;
  tls: boolean;
  /** The host name, for SNI on an https upstream. */
  host: string;
}

const ORIGIN =
  /^(https?):\/\/([a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:]+\])(:[0-9]{1,5})?\/?$/;

/**
 * Reads --api: an http(s) origin, nothing else, because it is written into nginx's config and a
 * space, quote or semicolon there would change the config. Throws a message for the command line.
 */
export function parseApiUpstream(value: string): ApiUpstream {
  const match = ORIGIN.exec(value.trim().toLowerCase());
  if (!match) {
    throw new Error(
      `--api must be an http(s) origin such as https://api.example.com or http://127.0.0.1:8787 (got ${JSON.stringify(value)})`,
    );
  }
  const origin = value.trim().toLowerCase().replace(/\/$/, '');
  return { origin, tls: match[1] === 'https', host: match[2] ?? '' };
}
