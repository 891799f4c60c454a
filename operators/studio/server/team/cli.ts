import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseOptions } from '../../../../scripts/serve/options.ts';
import { checkOperator, findOperator, normalizeEmail, readOperatorsFile } from './operators.ts';
import type { Operator } from './operators.ts';
import { changeOperators, gitUser } from './operatorsStore.ts';
import { hashPassword } from './passwords.ts';
import type { TeamServerOptions } from './server.ts';

export const SERVE_USAGE =
  'usage: npm run studio:serve -- --port P --data DIR --live DIR [--auth local|proxy] ' +
  '[--trusted-proxy ADDR]... [--origin https://studio.example.com] [--app DIR] ' +
  '[--nginx-conf .serve/<port>/nginx.conf [--nginx-reload]] [--host 127.0.0.1]';

export const STUDIO_CONFIG = 'operators/studio/vite.config.ts';
export const STUDIO_OUTDIR = 'dist-studio';

/** `npm run studio:serve`'s arguments as the server's options; throws with what is wrong. */
export function serveOptions(argv: readonly string[]): TeamServerOptions & { port: number } {
  const { single, multiple, flags } = parseOptions(argv, {
    single: [
      'port',
      'data',
      'live',
      'auth',
      'origin',
      'app',
      'nginx-conf',
      'host',
      'studio',
      'compare-languages',
    ],
    multiple: ['trusted-proxy'],
    flags: ['nginx-reload'],
  });
  const port = single.port === undefined ? 8090 : Number(single.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port: 0-65535');
  if (!single.data) throw new Error('--data DIR is required (the git working copy with tenants/)');
  if (!single.live) throw new Error('--live DIR is required (the folder nginx serves)');
  const auth = single.auth ?? 'local';
  if (auth !== 'local' && auth !== 'proxy') throw new Error('--auth: local or proxy');
  const trustedProxies = (multiple['trusted-proxy'] ?? [])
    .flatMap((a) => a.split(','))
    .map((a) => a.trim())
    .filter(Boolean);
  if (auth === 'proxy' && trustedProxies.length === 0)
    throw new Error(
      "--auth proxy needs --trusted-proxy ADDR (the proxy's address as this server sees it)",
    );
  if (flags.has('nginx-reload') && !single['nginx-conf'])
    throw new Error('--nginx-reload goes with --nginx-conf (the nginx.conf of npm run serve)');
  if (single.origin !== undefined && !/^https?:\/\/[^/]+$/.test(single.origin))
    throw new Error('--origin: scheme and host only, e.g. https://studio.example.com');
  const compare = single['compare-languages'];
  if (compare !== undefined && compare !== 'all' && compare !== 'default')
    throw new Error('--compare-languages: all or default');
  return {
    port,
    data: resolve(single.data),
    live: resolve(single.live),
    auth,
    trustedProxies,
    host: single.host ?? '127.0.0.1',
    ...(single.origin ? { origin: single.origin } : {}),
    ...(single.app ? { app: resolve(single.app) } : {}),
    studioDir: resolve(single.studio ?? STUDIO_OUTDIR),
    ...(single['nginx-conf'] ? { nginxConf: resolve(single['nginx-conf']) } : {}),
    nginxReload: flags.has('nginx-reload'),
    ...(compare ? { compareLanguages: compare } : {}),
  };
}

/** Builds the studio when its build is missing (says so); false when the build failed. */
export function ensureStudioBuild(dir: string, log: (line: string) => void): boolean {
  if (existsSync(join(dir, 'index.html'))) return true;
  log(`${dir}/index.html not found: building the studio first (npm run studio:build)`);
  const result = spawnSync('npx', ['vite', 'build', '-c', STUDIO_CONFIG], {
    stdio: 'inherit',
    env: { ...process.env, STUDIO_OUTDIR: dir },
  });
  return result.status === 0 && existsSync(join(dir, 'index.html'));
}

export const OPERATOR_USAGE = [
  "usage: npm run studio:operator -- add <email> --role editor|reviewer|admin --merchants a,b|'*'",
  '                                   [--name NAME] [--password-stdin | --password-env VAR] [--data DIR]',
  '       npm run studio:operator -- remove <email> [--data DIR]',
  '       npm run studio:operator -- list [--data DIR]',
].join('\n');

export interface OperatorCommandIo {
  stdin: () => string;
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
}

/** `npm run studio:operator`: changes studio/operators.json with a commit in the data repository. */
export async function operatorCommand(
  argv: readonly string[],
  io: OperatorCommandIo,
): Promise<void> {
  const [command, ...rest] = argv;
  const positional = rest[0] !== undefined && !rest[0].startsWith('--') ? rest[0] : undefined;
  const options = parseOptions(positional === undefined ? rest : rest.slice(1), {
    single: ['role', 'merchants', 'password-env', 'data', 'name'],
    flags: ['password-stdin'],
  });
  const data = resolve(options.single.data ?? '.');
  if (command === 'list') {
    const { operators, problems } = readOperatorsFile(data);
    for (const problem of problems) io.out(`! ${problem}`);
    if (operators.length === 0) io.out('no operators yet');
    for (const o of operators)
      io.out(
        `${o.email}  ${o.role}  ${o.merchants === '*' ? '*' : o.merchants.join(',')}${o.password ? '  (password)' : ''}`,
      );
    return;
  }
  if (!positional) throw new Error(`${command ?? '(none)'}: which e-mail?\n${OPERATOR_USAGE}`);
  const email = normalizeEmail(positional);
  const by = await gitUser(data);
  if (command === 'remove') {
    await changeOperators(
      data,
      (current) => {
        if (!findOperator(current, email)) throw new Error(`${email} is not an operator`);
        return current.filter((o) => o.email !== email);
      },
      by,
      `Studio operators: ${email} removed`,
    );
    io.out(`removed ${email} (committed ${'studio/operators.json'})`);
    return;
  }
  if (command !== 'add') throw new Error(`unknown command ${command ?? ''}\n${OPERATOR_USAGE}`);
  const merchantsText = options.single.merchants;
  if (!merchantsText) throw new Error("--merchants a,b or '*' is required");
  const merchants =
    merchantsText.trim() === '*' ? '*' : merchantsText.split(',').map((m) => m.trim());
  let password: string | undefined;
  if (options.flags.has('password-stdin')) password = io.stdin().replace(/\r?\n$/, '');
  else if (options.single['password-env']) {
    password = io.env[options.single['password-env']];
    if (password === undefined) throw new Error(`$${options.single['password-env']} is not set`);
  }
  if (password !== undefined && password.length < 12)
    throw new Error('a password has at least 12 characters');
  const checked = checkOperator({
    email,
    role: options.single.role,
    merchants,
    ...(options.single.name ? { name: options.single.name } : {}),
  });
  if ('problems' in checked) throw new Error(checked.problems.join('\n'));
  const entry: Operator = checked.operator;
  if (password !== undefined) entry.password = await hashPassword(password);
  const { commit } = await changeOperators(
    data,
    (current) => {
      const previous = findOperator(current, email);
      if (entry.password === undefined && previous?.password) entry.password = previous.password;
      return [...current.filter((o) => o.email !== email), entry];
    },
    by,
    `Studio operators: ${email} is ${entry.role}`,
  );
  io.out(
    `${email}: ${entry.role} of ${entry.merchants === '*' ? 'every merchant' : entry.merchants.join(', ')}` +
      `${entry.password ? ', with a password' : ', no password (proxy sign-in)'} (commit ${commit.slice(0, 7)})`,
  );
}

/** Reads all of standard input (the password for --password-stdin). */
export function readStdin(): string {
  return readFileSync(0, 'utf8');
}
