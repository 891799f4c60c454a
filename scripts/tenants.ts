/**
 * npm run tenants                       checks every tenants/*.json
 * npm run tenants -- <file or dir>...   checks those (directories recursively), together
 * npm run tenants -- --json ...         prints { files: [{ file, ok, errors, warnings }], ok }
 * npm run tenants -- new <code> [--name ..] [--domain ..]  writes tenants/<code>.json from demo.json
 * Exit 1 when any file has an error, 2 on a usage error.
 */
import { readFileSync } from 'node:fs';
import { checkTenantFiles } from '../operators/toolkit/checkTenants.ts';
import { collectTenantFiles } from '../operators/toolkit/collectTenantFiles.ts';
import { formatText } from '../operators/toolkit/report.ts';
import { newTenantCommand } from '../operators/toolkit/newTenantCommand.ts';

const USAGE = 'usage: npm run tenants -- [--json] [<tenant file or directory>...]';

function main(args: readonly string[]): number {
  const flags = args.filter((a) => a.startsWith('--'));
  const unknown = flags.filter((f) => f !== '--json' && f !== '--help');
  if (flags.includes('--help') || unknown.length > 0) {
    if (unknown.length > 0) console.error(`unknown option ${unknown.join(', ')}`);
    console.error(USAGE);
    return flags.includes('--help') && unknown.length === 0 ? 0 : 2;
  }
  const targets = args.filter((a) => !a.startsWith('--'));
  const { files, missing } =
    targets.length > 0
      ? collectTenantFiles(targets)
      : collectTenantFiles(['tenants'], process.cwd(), false);
  for (const target of missing) console.error(`cannot read ${target}: no such file or directory`);
  if (missing.length > 0) return 2;
  if (files.length === 0) {
    console.error(`no tenant files (*.json) in ${targets.join(', ') || 'tenants'}`);
    return 2;
  }
  const result = checkTenantFiles(
    files.map((path) => ({ path, text: readFileSync(path, 'utf8') })),
  );
  console.log(args.includes('--json') ? JSON.stringify(result, null, 2) : formatText(result));
  return result.ok ? 0 : 1;
}

const argv = process.argv.slice(2);
if (argv[0] === 'new') process.exitCode = await newTenantCommand(argv.slice(1));
else process.exitCode = main(argv);
