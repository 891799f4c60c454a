import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { migrateTenant } from '../../src/config/migrations.ts';
import { domainKey } from '../../src/config/tenantHost.ts';
import type { TenantTexts } from '../../src/config/tenant.gen.ts';
import type { LanguageCode } from '../../src/i18n/languages.ts';
import { pickMerchantTexts } from '../../src/i18n/merchantTexts.ts';
import { textsFile } from '../../src/i18n/textsFiles.ts';

/**
 * A merchant's served files, written the same way by the build (scripts/vite/tenantsPlugin.ts)
 * and by the team studio's publish (operators/studio/server): the tenant file as the browser reads
 * it (migrated, compact) under its code and under each of its domains' keys, and the merchant's
 * texts split per language beside it (docs/i18n.md, "Merchant texts"): the tenant file carries
 * `textsLanguages` instead of `texts`, and each of those languages has its file.
 */
export interface ServedTenant {
  code: string;
  domains: string[];
  /** The tenant file without `texts`. */
  json: string;
  /** File path (tenants/<code>.texts.<language>.json) → what a member reading it sees. */
  texts: Map<string, string>;
}

/** Every tenants/*.json of a folder, as served. */
export function readTenants(dir: string): ServedTenant[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => servedTenant(basename(f, '.json'), readFileSync(join(dir, f), 'utf8')));
}

/**
 * Every published file: tenants/<code>.json, tenants/hosts/<domain key>.json and
 * tenants/<code>.texts.<language>.json.
 */
export function publishedFiles(tenants: readonly ServedTenant[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const t of tenants) {
    files.set(`tenants/${t.code}.json`, t.json);
    for (const d of t.domains) files.set(`tenants/hosts/${domainKey(d)}.json`, t.json);
    for (const [path, json] of t.texts) files.set(path, json);
  }
  return files;
}

interface TenantLanguagesPart {
  languages?: { supported?: unknown; default?: unknown };
  texts?: TenantTexts;
  textsLanguages?: unknown;
}

/**
 * Each language of languages.supported whose members see a merchant text, with those texts: the
 * merchant's in that language, and for a `merchant.` id without one the default language's (so one
 * file answers a member, and no second request is needed for the fallback).
 */
export function textsByLanguage(tenant: unknown): Map<string, Record<string, string>> {
  const { languages, texts } = tenant as TenantLanguagesPart;
  const out = new Map<string, Record<string, string>>();
  if (!texts || !Array.isArray(languages?.supported)) return out;
  const fallback = (
    typeof languages.default === 'string' ? languages.default : 'EN'
  ) as LanguageCode;
  for (const language of languages.supported) {
    if (typeof language !== 'string') continue;
    const picked = pickMerchantTexts(texts, language as LanguageCode, fallback);
    if (Object.keys(picked).length > 0) out.set(language, picked);
  }
  return out;
}

/** One tenant file's text as served: migrated to the current shape, compact, texts split out. */
export function servedTenant(code: string, text: string): ServedTenant {
  const { value } = migrateTenant(JSON.parse(text) as unknown);
  const doc = value as { domains?: unknown } & TenantLanguagesPart;
  const domains = Array.isArray(doc.domains)
    ? doc.domains.filter((d): d is string => typeof d === 'string')
    : [];
  const split = textsByLanguage(doc);
  const { texts: _texts, textsLanguages: _written, ...rest } = doc;
  const served = split.size > 0 ? { ...rest, textsLanguages: [...split.keys()] } : rest;
  const texts = new Map<string, string>();
  for (const [language, picked] of split)
    texts.set(textsFile(code, language), JSON.stringify(picked));
  return { code, domains, json: JSON.stringify(served), texts };
}
