/**
 * npm run studio:operator -- add <email> --role editor|reviewer|admin --merchants a,b|'*'
 *                                [--password-stdin | --password-env VAR] [--data DIR]
 *                            remove <email> | list
 *
 * The team studio's operators (studio/operators.json in the data repository, default the current
 * folder): every change is a commit of its own there. Passwords are read from standard input or an
 * environment variable, never from the command line (it would stay in the shell's history).
 */
import { OPERATOR_USAGE, operatorCommand, readStdin } from '../operators/studio/server/team/cli.ts';

operatorCommand(process.argv.slice(2), {
  stdin: readStdin,
  env: process.env,
  out: (line) => console.log(line),
}).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(message.includes('usage:') ? message : `${message}\n${OPERATOR_USAGE}`);
  process.exitCode = 1;
});
