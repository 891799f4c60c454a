import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckMessage, TenantFile } from './checkTenants.ts';
import { checkTenantFileAmong } from './checkTenants.ts';
import { formatFileLines } from './report.ts';
import { MERCHANT_CODE, newTenantProblems, scaffoldTenant } from './scaffoldTenant.ts';
import type { NewTenant } from './scaffoldTenant.ts';
import { serializeTenant } from './serializeTenant.ts';

export const TEMPLATE_CODE = 'demo';

export interface DraftCheck {
  /** The file the draft would be saved as, e.g. tenants/acme.json. */
  file: string;
  /** The text that would be written. */
  text: string;
  ok: boolean;
  errors: CheckMessage[];
  warnings: CheckMessage[];
  /** The same lines `npm run tenants` prints for this file. */
  lines: string[];
}

export type SaveResult =
  { saved: true; check: DraftCheck; changed: boolean } | { saved: false; check: DraftCheck };

/**
 * The tenants/ folder as the studio and `npm run tenants -- new` see it: read, check a draft with
 * the same checks and messages as `npm run tenants` (against the other files on disk, for the
 * rules across tenants), scaffold and save. Node only.
 */
export class TenantWorkspace {
  constructor(private readonly dir = 'tenants') {}

  codes(): string[] {
    return readdirSync(this.dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .filter((code) => MERCHANT_CODE.test(code))
      .sort();
  }

  fileOf(code: string): string {
    if (!MERCHANT_CODE.test(code)) throw new Error(`"${code}" is not a merchant code`);
    return join(this.dir, `${code}.json`);
  }

  read(code: string): string | undefined {
    const file = this.fileOf(code);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  }

  /** Prints the draft as it would be saved and checks it beside every other tenant file. */
  async check(code: string, value: unknown): Promise<DraftCheck> {
    const file = this.fileOf(code);
    const text = await serializeTenant(value, this.read(code) ?? this.read(TEMPLATE_CODE), file);
    return this.checkText(code, text);
  }

  checkText(code: string, text: string): DraftCheck {
    const file = this.fileOf(code);
    const others: TenantFile[] = this.codes()
      .filter((c) => c !== code)
      .map((c) => ({ path: this.fileOf(c), text: readFileSync(this.fileOf(c), 'utf8') }));
    const own = checkTenantFileAmong({ path: file, text }, others);
    return {
      file,
      text,
      ok: own.ok,
      errors: own.errors,
      warnings: own.warnings,
      lines: formatFileLines(own),
    };
  }

  /** Writes a new tenant from the template; refuses a taken code or a first answer that is wrong. */
  async create(
    input: NewTenant,
  ): Promise<{ ok: true; check: DraftCheck } | { ok: false; problems: string[] }> {
    const problems = newTenantProblems(input, this.codes(), (code) => this.fileOf(code));
    if (problems.length > 0) return { ok: false, problems };
    const template = this.read(TEMPLATE_CODE);
    if (template === undefined)
      return { ok: false, problems: [`${this.fileOf(TEMPLATE_CODE)} is missing`] };
    const text = await scaffoldTenant(input, template, this.fileOf(input.merchantCode));
    const check = this.checkText(input.merchantCode, text);
    if (!check.ok) return { ok: false, problems: check.lines };
    this.writeAtomically(check.file, text);
    return { ok: true, check };
  }

  /** Saves a draft only when it has no error; the file is replaced whole or not at all. */
  async save(code: string, value: unknown): Promise<SaveResult> {
    const check = await this.check(code, value);
    if (!check.ok) return { saved: false, check };
    const changed = this.read(code) !== check.text;
    if (changed) this.writeAtomically(check.file, check.text);
    return { saved: true, check, changed };
  }

  /** Temp file in the same folder, then rename: a reader sees the old file or the new one. */
  private writeAtomically(file: string, text: string): void {
    const temp = join(this.dir, `.${randomBytes(6).toString('hex')}.tmp`);
    try {
      writeFileSync(temp, text, { flag: 'wx' });
      renameSync(temp, file);
    } finally {
      rmSync(temp, { force: true });
    }
  }
}
