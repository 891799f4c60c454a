/**
 * npm run studio:serve -- --port P --data DIR --live DIR [--auth local|proxy] [--trusted-proxy ADDR]
 *   [--origin URL] [--app DIR] [--nginx-conf PATH [--nginx-reload]] [--host 127.0.0.1]
 *
 * The team studio (docs/studio.md, "For a team"): the studio's build and its API with sign-in and
 * review, publishing into --live with no build, and previews on the production build with the demo
 * API. Builds the studio first when dist-studio/ is missing. Stops on Ctrl+C.
 */
import {
  ensureStudioBuild,
  SERVE_USAGE,
  serveOptions,
} from '../operators/studio/server/team/cli.ts';
import { startTeamServer } from '../operators/studio/server/team/server.ts';

async function main(argv: readonly string[]): Promise<void> {
  let options: ReturnType<typeof serveOptions>;
  try {
    options = serveOptions(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n${SERVE_USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (!ensureStudioBuild(options.studioDir!, (line) => console.log(line))) {
    console.error('the studio did not build: see the messages above');
    process.exitCode = 1;
    return;
  }
  let server: Awaited<ReturnType<typeof startTeamServer>>;
  try {
    server = await startTeamServer(options);
  } catch (error) {
    console.error(`studio:serve: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  console.log(
    `Team studio on ${server.url}/m/studio/ (data ${options.data}, live ${options.live})`,
  );
  console.log(
    options.auth === 'proxy'
      ? `  sign-in: X-Forwarded-Email from ${options.trustedProxies!.join(', ')} only`
      : '  sign-in: e-mail and password (npm run studio:operator -- add ...)',
  );
  console.log(
    options.origin
      ? `  writes only from pages of ${options.origin}`
      : '  writes only from pages of the Host asked for (behind a proxy that rewrites Host, give --origin)',
  );
  console.log('  previews: the production build with the demo API; Ctrl+C stops');
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main(process.argv.slice(2));
