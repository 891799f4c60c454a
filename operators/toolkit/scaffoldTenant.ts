import { serializeTenant } from './serializeTenant.ts';

export const MERCHANT_CODE = /^[a-z][a-z0-9-]{1,31}$/;

export interface NewTenant {
  merchantCode: string;
  displayName: string;
  domains: string[];
}

/** The first thing an operator types for a new merchant, checked before any file is written. */
export function newTenantProblems(
  input: NewTenant,
  existingCodes: readonly string[],
  fileOf: (code: string) => string = (code) => `tenants/${code}.json`,
): string[] {
  const problems: string[] = [];
  if (!MERCHANT_CODE.test(input.merchantCode))
    problems.push(
      `merchantCode "${input.merchantCode}" must be 2 to 32 lower-case letters, digits or '-', starting with a letter`,
    );
  else if (existingCodes.includes(input.merchantCode))
    problems.push(`${fileOf(input.merchantCode)} already exists`);
  if (input.displayName.trim() === '') problems.push('displayName is empty');
  if (input.domains.length === 0) problems.push('domains: name at least one host');
  return problems;
}

/**
 * A new tenant file from a template tenant (tenants/demo.json): the template's flags, menu,
 * theme and widgets, with the new merchant's code, name and domains. Keys the template uses only
 * for itself (trusted link hosts) are left out; the app name follows the display name.
 */
export async function scaffoldTenant(
  input: NewTenant,
  templateText: string,
  filepath: string,
): Promise<string> {
  const template = JSON.parse(templateText) as Record<string, unknown>;
  const value: Record<string, unknown> = {
    ...template,
    merchantCode: input.merchantCode,
    displayName: input.displayName,
    domains: input.domains,
    trustedLinkHosts: undefined,
  };
  const manifest = template.manifest;
  if (typeof manifest === 'object' && manifest !== null) {
    value.manifest = {
      ...manifest,
      // manifest.short_name is at most 12 characters (schemas/manifest.schema.json).
      short_name: input.displayName.slice(0, 12).trim(),
      name: input.displayName.slice(0, 45).trim(),
    };
  }
  return serializeTenant(value, templateText, filepath);
}
