#!/usr/bin/env node
/**
 * node scripts/parallel-checks.mjs [script] [--jobs N]
 *
 * Runs the parts of an npm script written as `a && b && c` (default: check:static) N at a time
 * (default 2, the CI machine's cores), each part's output printed whole once it ends, then one
 * line per part with its time. Exits 1 when any part failed. The parts are read from package.json
 * at run time, so a part added to the script is run here too. Used by .ci/run.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const jobsAt = args.indexOf('--jobs');
const jobs = jobsAt >= 0 ? Number(args[jobsAt + 1]) : 2;
const name = args.find((arg, i) => !arg.startsWith('--') && i !== jobsAt + 1) ?? 'check:static';
const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts ?? {};
const script = scripts[name];
if (typeof script !== 'string' || !Number.isInteger(jobs) || jobs < 1) {
  console.error(`usage: node scripts/parallel-checks.mjs [script] [--jobs N]; no script "${name}"`);
  process.exit(2);
}
const parts = script.split('&&').map((part) => part.trim());

function runPart(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${command}\n${Buffer.concat(output).toString()}`);
      resolve({ command, ok: code === 0, seconds });
    });
  });
}

const results = [];
let next = 0;
async function worker() {
  while (next < parts.length) {
    const part = parts[next];
    next += 1;
    results.push(await runPart(part));
  }
}
await Promise.all(Array.from({ length: Math.min(jobs, parts.length) }, worker));

console.log('');
for (const result of results) {
  console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.command} (${result.seconds} s)`);
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
