import type { Context } from 'hono';
import type { TenantConfig } from '../../src/config/tenant.gen.ts';

/** The language every demo text exists in; the answer when a request's language has none. */
export const FALLBACK_LANGUAGE = 'EN';

/**
 * The language a call was made in: the Language header when the merchant offers it, else the
 * merchant's default (spec 9: a language outside the list falls back to the default).
 */
export function requestLanguage(c: Context, tenant: TenantConfig): string {
  const asked = c.req.header('Language')?.trim().toUpperCase();
  const offered: readonly string[] = tenant.languages.supported;
  return asked && offered.includes(asked) ? asked : tenant.languages.default;
}

/** Picks the text for `language`, else English (every demo text table has EN). */
export function pickText<T>(table: Readonly<Record<string, T>> & { EN: T }, language: string): T {
  return table[language] ?? table.EN;
}

/** Fills {name}-style placeholders. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
