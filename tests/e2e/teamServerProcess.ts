/**
 * Tests only: the team studio's server (`startTeamServer`) in a process of its own, as
 * `npm run studio:serve` runs it, for tests/e2e/team-studio.nginx.spec.ts. Run with
 * `node --import tsx` (the server's code imports JSON the way tsx and Vite read it, which
 * Playwright's loader does not) and an IPC channel:
 *
 *   argv[2]   the server's options as JSON (TeamServerOptions without `now` and `log`)
 *   sends     { url } once listening, or { error } when it did not start
 *   receives  { skew: ms }: the server's clock runs that far ahead (answered { skew })
 *
 * Its log lines go to standard output. SIGTERM, or the test runner going away, stops it.
 */
import { startTeamServer } from '../../operators/studio/server/team/server.ts';
import type { TeamServerOptions } from '../../operators/studio/server/team/server.ts';

export type TeamProcessMessage = { url: string } | { error: string } | { skew: number };

const send = (message: TeamProcessMessage) => process.send?.(message);
let skew = 0;
process.on('message', (message: unknown) => {
  const value = (message as { skew?: unknown } | null)?.skew;
  if (typeof value !== 'number') return;
  skew = value;
  send({ skew });
});

try {
  const options = JSON.parse(process.argv[2] ?? '{}') as TeamServerOptions;
  const server = await startTeamServer({
    ...options,
    now: () => Date.now() + skew,
    log: (line) => console.log(line),
  });
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
  send({ url: server.url });
} catch (error) {
  send({ error: (error as Error).message });
  process.exitCode = 1;
  process.disconnect?.();
}
