import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseApiUpstream } from './apiUpstream.ts';
import { readServeOptions, writeServeOptions } from './serveOptions.ts';

const dirs: string[] = [];
function prefix(): string {
  const dir = mkdtempSync(join(tmpdir(), 'serve-options-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('serve-options.json', () => {
  it('keeps every option but the tenants, and reads them back', () => {
    const dir = prefix();
    const options = {
      root: '/srv/dist',
      api: parseApiUpstream('https://api.example.com'),
      listen: ['127.0.0.1:8088'],
      prefix: dir,
      demo: false,
      workerProcesses: 1,
      scriptHashes: ["'sha256-abc'"],
    };
    writeServeOptions(dir, { ...options, tenants: [] });
    expect(readFileSync(join(dir, 'serve-options.json'), 'utf8')).not.toContain('tenants');
    expect(readServeOptions(dir)).toEqual(options);
  });

  it('is undefined without the file, and refuses an upstream that is not an origin', () => {
    const dir = prefix();
    expect(readServeOptions(dir)).toBeUndefined();
    writeFileSync(
      join(dir, 'serve-options.json'),
      JSON.stringify({ root: '/x', listen: ['80'], api: { origin: 'http://a; evil' } }),
    );
    expect(() => readServeOptions(dir)).toThrow(/--api must be an http\(s\) origin/);
  });
});
