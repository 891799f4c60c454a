import { readFileSync } from 'node:fs';
import type { TenantConfig } from '../../../src/config/tenant.gen.ts';
import { isLanguageCode, isRtl, LANGUAGES } from '../../../src/i18n/languages.ts';
import { validateTenant } from '../../../src/config/validateTenant.gen.js';
import { bundleTenantSchema } from '../../toolkit/bundleSchema.ts';
import type { DraftCheck, TenantWorkspace } from '../../toolkit/tenantWorkspace.ts';

/**
 * The studio's calls both servers answer the same way: the dev server's plugin (studioPlugin.ts,
 * `npm run studio`) and the team server (team/, `npm run studio:serve`). Framework-free: each
 * server reads the request its own way and hands the JSON body here.
 */

/** A draft's code for the preview: never a file name, so it never meets a saved tenant. */
export const DRAFT_CODE = /^studio-[a-z0-9]{8}$/;
export const MAX_DRAFTS = 20;
export const MAX_BODY_BYTES = 2_000_000;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export type JsonBody = Record<string, unknown>;

/** The request body's text as a JSON object, or a 400 saying why not. */
export function parseJsonBody(text: string): JsonBody {
  if (text.length > MAX_BODY_BYTES) throw new HttpError(413, 'request body too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'request body is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'request body must be a JSON object');
  return body as JsonBody;
}

export function codeIn(body: JsonBody): string {
  if (typeof body.code !== 'string') throw new HttpError(400, 'code is missing');
  return body.code;
}

export function stringIn(body: JsonBody, key: string, required = true): string | undefined {
  const value = body[key];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `${key} is missing`);
  return value;
}

/** The unsaved drafts the preview frames show, each as a tenant of its own draft code. */
export class Drafts {
  private readonly byCode = new Map<string, TenantConfig>();
  private readonly owners = new Map<string, string>();

  constructor(
    private readonly onChange: (tenants: TenantConfig[]) => void,
    private readonly max = MAX_DRAFTS,
  ) {}

  get(code: string): TenantConfig | undefined {
    return this.byCode.get(code);
  }

  /** The merchant a draft edits. */
  ownerOf(draftCode: string): string | undefined {
    return this.owners.get(draftCode);
  }

  all(): TenantConfig[] {
    return [...this.byCode.values()];
  }

  /**
   * Keeps a draft for the preview when the app would accept it (the browser's own validator);
   * otherwise the preview keeps the last one it could show. Says which happened.
   */
  set(draftCode: string, owner: string, value: unknown): 'updated' | 'kept' {
    if (!DRAFT_CODE.test(draftCode)) throw new HttpError(400, `"${draftCode}" is not a draft code`);
    const asDraft =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? { ...value, merchantCode: draftCode }
        : value;
    if (!validateTenant(asDraft)) return 'kept';
    this.byCode.delete(draftCode);
    this.byCode.set(draftCode, asDraft as TenantConfig);
    this.owners.set(draftCode, owner);
    // The oldest drafts go first: one per open phone frame is all that is needed.
    for (const old of [...this.byCode.keys()].slice(0, -this.max)) {
      this.byCode.delete(old);
      this.owners.delete(old);
    }
    this.onChange(this.all());
    return 'updated';
  }

  delete(draftCode: string): void {
    if (!this.byCode.delete(draftCode)) return;
    this.owners.delete(draftCode);
    this.onChange(this.all());
  }
}

/** The merchant codes a caller may see; the dev server lets everyone see all. */
export type MerchantFilter = (code: string) => boolean;

/** The product's messages in one language, as the Texts tab shows them beside the merchant's. */
export interface ProductTexts {
  language: string;
  /** The language's own catalogue: an id it lacks shows the English text to members. */
  messages: Record<string, string>;
  /** The language codes written right to left (src/i18n/languages.ts). */
  rtl: string[];
}

const CATALOGUES = new URL('../../../src/i18n/messages/', import.meta.url);

/** GET texts/<language>: the catalogue of a language code of languages.supported. */
export function productTexts(language: string): ProductTexts {
  if (!isLanguageCode(language)) throw new HttpError(404, `"${language}" is not a language code`);
  const file = new URL(`${language.toLowerCase()}.json`, CATALOGUES);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return { language, messages, rtl: LANGUAGES.filter((code) => isRtl(code)) };
}

/** GET schema, GET tenants, GET tenants/<code>, POST check: the same on both servers. */
export function studioReads(workspace: TenantWorkspace, allowed: MerchantFilter = () => true) {
  const readTenant = (code: string): { code: string; file: string; text: string } => {
    if (!allowed(code)) throw new HttpError(403, `merchant "${code}" is not yours to open`);
    let text: string | undefined;
    try {
      text = workspace.read(code);
    } catch (error) {
      throw new HttpError(400, (error as Error).message);
    }
    if (text === undefined) throw new HttpError(404, `tenants/${code}.json does not exist`);
    return { code, file: workspace.fileOf(code), text };
  };
  return {
    schema: () => bundleTenantSchema(),
    codes: () => ({ codes: workspace.codes().filter(allowed) }),
    readTenant,
  };
}

/** Each debounced edit: the checker's verdict, and the preview's draft. */
export async function checkDraft(
  workspace: TenantWorkspace,
  drafts: Drafts,
  body: JsonBody,
): Promise<DraftCheck & { preview: 'updated' | 'kept' }> {
  const code = codeIn(body);
  let check: DraftCheck;
  try {
    check = await workspace.check(code, body.value);
  } catch (error) {
    throw new HttpError(400, (error as Error).message);
  }
  const preview =
    typeof body.draftCode === 'string' ? drafts.set(body.draftCode, code, body.value) : 'kept';
  return { ...check, preview };
}

/** POST create: a new merchant from the template (the dev server writes it at once). */
export function createInput(body: JsonBody): {
  merchantCode: string;
  displayName: string;
  domains: string[];
} {
  const domains = Array.isArray(body.domains)
    ? body.domains.filter((d): d is string => typeof d === 'string' && d.trim() !== '')
    : [];
  return {
    merchantCode: typeof body.merchantCode === 'string' ? body.merchantCode.trim() : '',
    displayName: typeof body.displayName === 'string' ? body.displayName.trim() : '',
    domains: domains.map((d) => d.trim()),
  };
}

/**
 * The demo API names images after the merchant code (/m/brand/<code>/banner-1.webp): a draft's
 * come from its merchant's folder, or the template's for a merchant without one yet. Returns the
 * address to redirect to, or null when the path is not a draft's image.
 */
export function draftBrandRedirect(
  base: string,
  path: string,
  ownerOf: (draftCode: string) => string | undefined,
  hasBrandFile: (folder: string, name: string) => boolean,
  template: string,
): string | null {
  const prefix = `${base}brand/`;
  if (!path.startsWith(prefix)) return null;
  const match = /^(studio-[a-z0-9]{8})\/([A-Za-z0-9._-]+)$/.exec(path.slice(prefix.length));
  const owner = match ? ownerOf(match[1]!) : undefined;
  if (!match || owner === undefined) return null;
  const name = match[2]!;
  const folder = hasBrandFile(owner, name) ? owner : template;
  return `${prefix}${folder}/${name}`;
}

/** The draft code a /m/tenants/<code>.json request names, if it is a draft's. */
export function draftTenantPath(base: string, path: string): string | null {
  const prefix = `${base}tenants/`;
  if (!path.startsWith(prefix) || !path.endsWith('.json')) return null;
  const code = path.slice(prefix.length, -'.json'.length);
  return DRAFT_CODE.test(code) ? code : null;
}
