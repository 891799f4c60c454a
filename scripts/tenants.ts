/**
 * npm run tenants                       checks every tenants/*.json
 * npm run tenants -- <file or dir>...   checks those (directories recursively), together
 * npm run tenants -- --json ...         prints { files: [{ file, ok, errors, warnings }], ok }
 * npm run tenants -- new <code> [--name ..] [--domain ..]  writes tenants/<code>.json from demo.json
 * npm run tenants -- --missing-texts <code>   lists the merchant's texts each language lacks
 * Exit 1 when any file has an error, 2 on a usage error.
 */
import { existsSync, readFileSync } from 'node:fs';
import { checkTenantFiles } from '../operators/toolkit/checkTenants.ts';
import { collectTenantFiles } from '../operators/toolkit/collectTenantFiles.ts';
import { formatText } from '../operators/toolkit/report.ts';
import { newTenantCommand } from '../operators/toolkit/newTenantCommand.ts';
import { parseJsonText } from '../operators/toolkit/parseJsonText.ts';
import { missingTextEffect, missingTexts } from '../operators/toolkit/textsChecks.ts';

const USAGE =
  'usage: npm run tenants -- [--json] [<tenant file or directory>...] | --missing-texts <merchantCode>';

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

/** `--missing-texts <code>`: each text of tenants/<code>.json and the languages it lacks. */
function missingTextsCommand(args: readonly string[]): number {
  const code = args[0];
  if (args.length !== 1 || code === undefined || code.startsWith('--')) {
    console.error('usage: npm run tenants -- --missing-texts <merchantCode>');
    return 2;
  }
  const path = code.endsWith('.json') ? code : `tenants/${code}.json`;
  if (!existsSync(path)) {
    console.error(`cannot read ${path}: no such file or directory`);
    return 2;
  }
  const parsed = parseJsonText(readFileSync(path, 'utf8'));
  if (!parsed.ok) {
    console.error(`${path}: invalid JSON (run npm run tenants -- ${path})`);
    return 1;
  }
  const missing = missingTexts(parsed.value);
  for (const m of missing) console.log(`${m.id} ${m.language}: ${missingTextEffect(m)}`);
  const ids = new Set(missing.map((m) => m.id)).size;
  console.log(
    missing.length === 0
      ? `${path}: every text is in every language of languages.supported`
      : `${path}: ${missing.length} missing (${ids} of the merchant's texts)`,
  );
  return 0;
}

const argv = process.argv.slice(2);
if (argv[0] === 'new') process.exitCode = await newTenantCommand(argv.slice(1));
else if (argv[0] === '--missing-texts') process.exitCode = missingTextsCommand(argv.slice(1));
else process.exitCode = main(argv);
