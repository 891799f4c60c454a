export interface ParsedOptions {
  single: Record<string, string | undefined>;
  multiple: Record<string, string[]>;
  flags: Set<string>;
}

export interface OptionSpec {
  single?: readonly string[];
  multiple?: readonly string[];
  flags?: readonly string[];
}

/** `--name value` and `--name=value` options; throws on an unknown or valueless one. */
export function parseOptions(argv: readonly string[], spec: OptionSpec): ParsedOptions {
  const single: Record<string, string | undefined> = {};
  const multiple: Record<string, string[]> = Object.fromEntries(
    (spec.multiple ?? []).map((name) => [name, [] as string[]]),
  );
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unexpected argument ${JSON.stringify(arg)}`);
    const name = match[1] ?? '';
    if (spec.flags?.includes(name)) {
      if (match[2] !== undefined) throw new Error(`--${name} takes no value`);
      flags.add(name);
      continue;
    }
    const known = spec.single?.includes(name) || spec.multiple?.includes(name);
    if (!known) throw new Error(`unknown option --${name}`);
    const value = match[2] ?? argv[++i];
    if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
    if (spec.multiple?.includes(name)) multiple[name]?.push(value);
    else single[name] = value;
  }
  return { single, multiple, flags };
}

/** `npm run serve -- --tls`: where a throwaway certificate is made and how nginx listens. */
export interface LocalTls {
  /** HTTPS with HTTP/2 on this address. */
  tlsListen: string;
  /** Plain http (redirects to https), on the next port unless another is given. */
  plainListen: string;
  certificate: string;
  key: string;
  /** `openssl` and its arguments: a P-256 self-signed certificate valid for one day. */
  openssl: readonly string[];
}

/** The names the throwaway certificate is valid for: the local hosts the server answers. */
export const LOCAL_TLS_NAMES = ['DNS:localhost', 'IP:127.0.0.1'] as const;

export function localTls(port: number, dir: string, plainPort = port + 1): LocalTls {
  if (!Number.isInteger(port) || port < 1 || port > 65534) throw new Error('--port: 1-65534');
  if (!Number.isInteger(plainPort) || plainPort < 1 || plainPort > 65535 || plainPort === port) {
    throw new Error(`plain http port: 1-65535, not ${port}`);
  }
  const certificate = `${dir}/cert.pem`;
  const key = `${dir}/key.pem`;
  return {
    tlsListen: `127.0.0.1:${port}`,
    plainListen: `127.0.0.1:${plainPort}`,
    certificate,
    key,
    openssl: [
      'openssl',
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      `subjectAltName=${LOCAL_TLS_NAMES.join(',')}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
  };
}
