/**
 * npm run i18n:check               extract messages from src, check every catalogue (exit 1 on errors)
 * npm run i18n:check -- --write    rewrite src/i18n/messages/en.json from the code, then check
 * npm run i18n:check -- --prune    delete ids the code no longer declares from other catalogues
 *
 * Errors: a message without English in code, en.json differing from the code, a stale id in any
 * catalogue, invalid JSON or ICU, a translation using an argument English does not.
 * Report only: each other language's untranslated ids (they show English). See docs/i18n.md.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { LANGUAGES } from '../src/i18n/languages.ts';
import {
  catalogueFileName,
  checkCatalogues,
  codeOfFileName,
  englishFromCode,
  pruneStale,
} from './lib/i18nCatalogues.ts';
import type { Catalogue, Problem } from './lib/i18nCatalogues.ts';
import { extractMessages, SOURCE_GLOB } from './lib/i18nExtract.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MESSAGES_DIR = join(ROOT, 'src', 'i18n', 'messages');
const USAGE = 'usage: tsx scripts/i18n-check.ts [--write] [--prune]';

const rel = (path: string): string => relative(ROOT, path);

function readCatalogues(): { catalogues: Catalogue[]; problems: Problem[] } {
  const catalogues: Catalogue[] = [];
  const problems: Problem[] = [];
  const found = new Set<string>();
  for (const name of readdirSync(MESSAGES_DIR).sort()) {
    const file = rel(join(MESSAGES_DIR, name));
    const code = codeOfFileName(name);
    if (!code) {
      problems.push({ where: file, message: 'is not <code>.json for a supported language code' });
      continue;
    }
    found.add(code);
    let messages: unknown;
    try {
      messages = JSON.parse(readFileSync(join(MESSAGES_DIR, name), 'utf8'));
    } catch (error) {
      problems.push({ where: file, message: `invalid JSON (${(error as Error).message})` });
      continue;
    }
    if (messages === null || typeof messages !== 'object' || Array.isArray(messages)) {
      problems.push({ where: file, message: 'must be one flat object { "id": "message" }' });
      continue;
    }
    catalogues.push({ code, file, messages: messages as Record<string, unknown> });
  }
  for (const code of LANGUAGES.filter((c) => !found.has(c))) {
    problems.push({
      where: rel(join(MESSAGES_DIR, catalogueFileName(code))),
      message: 'missing: every supported language needs a catalogue, {} at least',
    });
  }
  return { catalogues, problems };
}

async function writeJson(path: string, value: unknown): Promise<void> {
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(JSON.stringify(value), { ...options, filepath: path }));
}

function printProblems(problems: readonly Problem[]): void {
  for (const p of problems) console.error(`  error  ${p.where}: ${p.message}`);
}

async function main(argv: readonly string[]): Promise<number> {
  const unknown = argv.filter((a) => a !== '--write' && a !== '--prune');
  if (unknown.length > 0) {
    console.error(`unknown argument ${unknown.join(' ')}\n${USAGE}`);
    return 2;
  }
  const write = argv.includes('--write');
  const prune = argv.includes('--prune');

  const extracted = extractMessages(ROOT);
  if (!extracted.ok) {
    console.error(`i18n: formatjs extract failed on ${SOURCE_GLOB}:\n${extracted.error}`);
    return 1;
  }
  const { english, problems: codeProblems } = englishFromCode(extracted.messages);
  const count = Object.keys(english).length;

  if (write || prune) {
    if (codeProblems.length > 0) {
      console.error('i18n: nothing written, fix the messages in the code first:');
      printProblems(codeProblems);
      return 1;
    }
    if (write) {
      const path = join(MESSAGES_DIR, catalogueFileName('EN'));
      await writeJson(path, english);
      console.log(`i18n: wrote ${rel(path)} (${count} messages from the code)`);
    }
    if (prune) {
      for (const catalogue of readCatalogues().catalogues) {
        if (catalogue.code === 'EN') continue;
        const { kept, removed } = pruneStale(catalogue.messages, english);
        if (removed.length === 0) continue;
        await writeJson(join(ROOT, catalogue.file), kept);
        console.log(`i18n: ${catalogue.file}: removed ${removed.join(', ')}`);
      }
    }
  }

  const read = readCatalogues();
  const result = checkCatalogues(extracted.messages, read.catalogues);
  const problems = [...read.problems, ...result.problems];

  console.log(
    `i18n: ${count} messages in ${SOURCE_GLOB}, ${read.catalogues.length} catalogues in ${rel(MESSAGES_DIR)}`,
  );
  const incomplete = result.missing.filter((m) => m.ids.length > 0);
  if (incomplete.length > 0) {
    console.log('Untranslated ids, shown in English (a report, not an error):');
    // Languages with the same gaps share a line: the list stays readable as ids grow.
    const groups = new Map<string, { codes: string[]; ids: string[] }>();
    for (const { code, ids } of incomplete) {
      const key = ids.join('\n');
      const group = groups.get(key) ?? { codes: [], ids };
      group.codes.push(code);
      groups.set(key, group);
    }
    for (const { codes, ids } of groups.values()) {
      const list = ids.length === count ? 'all (none translated yet)' : ids.join(', ');
      console.log(`  ${codes.join(' ')}: ${ids.length} of ${count}: ${list}`);
    }
  }
  const complete = result.missing.filter((m) => m.ids.length === 0).map((m) => m.code);
  console.log(`Complete: ${['EN', ...complete].join(' ')}`);

  if (problems.length > 0) {
    console.error(`\n${problems.length} error(s):`);
    printProblems(problems);
    console.error('\ni18n check failed');
    return 1;
  }
  console.log(`i18n check passed (${incomplete.length} language(s) incomplete)`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
