import { checkContrast } from './contrastChecks.ts';
import { closestName } from './didYouMean.ts';
import { checkHosts } from './hostChecks.ts';
import type { Issue } from './issues.ts';
import { error, warning } from './issues.ts';
import { childPointer } from './jsonPointer.ts';
import { asArray, asRecord, getPath, isRecord } from './narrow.ts';
import { checkProviders } from './providerChecks.ts';
import { checkTexts } from './textsChecks.ts';
import { checkCsPaths, checkHttpsUrls } from './urlChecks.ts';
import { SINGLE_INSTANCE_WIDGETS, unknownWidgetTypeMessage } from './widgetRegistry.ts';

export interface RuleContext {
  /** The file name without .json, which merchantCode must equal. */
  fileName: string;
  /** The widget registry: the type enum of schemas/widgets.schema.json. */
  widgetTypes: readonly string[];
}

/** [index, value of `key`] for each item of an array of objects. */
function column(list: unknown, key: string): Array<[number, unknown]> {
  return (asArray(list) ?? []).map((item, i): [number, unknown] => [i, getPath(item, key)]);
}

function checkMenu(tenant: unknown): Issue[] {
  const issues: Issue[] = [];
  const firstKey = new Map<unknown, number>();
  for (const [i, key] of column(getPath(tenant, 'menu'), 'key')) {
    if (typeof key !== 'string') continue;
    const first = firstKey.get(key);
    if (first === undefined) firstKey.set(key, i);
    else
      issues.push(
        error(`/menu/${i}/key`, `duplicate menu key "${key}" (first used at /menu/${first})`),
      );
  }
  const values = asRecord(getPath(tenant, 'whitelabel', 'values'));
  const known = Object.keys(values ?? {});
  for (const [i, name] of column(getPath(tenant, 'menu'), 'whitelabelKey')) {
    if (typeof name !== 'string' || (values && Object.hasOwn(values, name))) continue;
    const suggestion = closestName(name, known);
    const hint =
      suggestion !== undefined
        ? `did you mean "${suggestion}"?`
        : known.length > 0
          ? `known: ${known.join(', ')}`
          : 'whitelabel.values is empty';
    issues.push(
      error(`/menu/${i}/whitelabelKey`, `"${name}" is not a key of whitelabel.values (${hint})`),
    );
  }
  return issues;
}

function checkLanguages(tenant: unknown): Issue[] {
  const supported = (asArray(getPath(tenant, 'languages', 'supported')) ?? []).filter(
    (l) => typeof l === 'string',
  );
  if (supported.length === 0) return [];
  const list = `languages.supported (${supported.join(', ')})`;
  const issues: Issue[] = [];
  const fallback = getPath(tenant, 'languages', 'default');
  if (typeof fallback === 'string' && !supported.includes(fallback)) {
    issues.push(error('/languages/default', `default language "${fallback}" is not in ${list}`));
  }
  for (const code of Object.keys(asRecord(getPath(tenant, 'languages', 'texts')) ?? {})) {
    if (!supported.includes(code)) {
      issues.push(
        error(
          childPointer('/languages/texts', code),
          `texts for "${code}", which is not in ${list}`,
          'key',
        ),
      );
    }
  }
  return issues;
}

function checkWidgets(tenant: unknown, widgetTypes: readonly string[]): Issue[] {
  const issues: Issue[] = [];
  const firstAt = new Map<string, number>();
  for (const [i, type] of column(getPath(tenant, 'widgets'), 'type')) {
    if (typeof type !== 'string') continue;
    const pointer = `/widgets/${i}/type`;
    if (!widgetTypes.includes(type)) {
      issues.push(error(pointer, unknownWidgetTypeMessage(type, widgetTypes)));
      continue;
    }
    const first = firstAt.get(type);
    if (first === undefined) firstAt.set(type, i);
    else if (SINGLE_INSTANCE_WIDGETS.includes(type)) {
      issues.push(
        error(pointer, `"${type}" may be mounted only once (already at /widgets/${first})`),
      );
    }
    if (type === 'pushOptIn' && getPath(tenant, 'push', 'enabled') !== true) {
      issues.push(warning(pointer, 'pushOptIn never shows while push.enabled is not true'));
    }
    if (
      type === 'customerServiceButton' &&
      asArray(getPath(tenant, 'customerService'))?.length === 0
    ) {
      issues.push(
        warning(pointer, 'customerServiceButton has no entries to show: customerService is empty'),
      );
    }
  }
  return issues;
}

function checkLabels(tenant: unknown): Issue[] {
  const issues: Issue[] = [];
  const firstAt = new Map<unknown, number>();
  for (const [i, id] of column(getPath(tenant, 'vipLabels'), 'labelId')) {
    const first = firstAt.get(id);
    if (first === undefined) firstAt.set(id, i);
    else
      issues.push(
        error(
          `/vipLabels/${i}/labelId`,
          `duplicate labelId ${String(id)} (first at /vipLabels/${first})`,
        ),
      );
  }
  const known = [...firstAt.keys()].map(String);
  const hint = known.length > 0 ? `known: ${known.join(', ')}` : 'vipLabels lists none';
  for (const [i, ids] of column(getPath(tenant, 'customerService'), 'labelIds')) {
    (asArray(ids) ?? []).forEach((id, j) => {
      if (typeof id === 'number' && !firstAt.has(id)) {
        issues.push(
          error(`/customerService/${i}/labelIds/${j}`, `unknown VIP label id ${id} (${hint})`),
        );
      }
    });
  }
  return issues;
}

function checkPasswordRule(tenant: unknown): Issue[] {
  const min = getPath(tenant, 'auth', 'registration', 'password', 'minLength');
  const max = getPath(tenant, 'auth', 'registration', 'password', 'maxLength') ?? 20;
  if (typeof min !== 'number' || typeof max !== 'number' || min <= max) return [];
  return [
    error('/auth/registration/password/minLength', `must not exceed maxLength ${max} (got ${min})`),
  ];
}

/**
 * imageCdns: an origin listed twice (the schema's uniqueItems misses 'https://a' beside
 * 'https://a/') is refused at the repeat; a list of one has no other CDN to ask (warning).
 */
function checkImageCdns(tenant: unknown): Issue[] {
  const list = asArray(getPath(tenant, 'imageCdns'));
  if (!list) return [];
  const issues: Issue[] = [];
  const first = new Map<string, number>();
  list.forEach((entry, i) => {
    if (typeof entry !== 'string') return;
    const origin = entry.replace(/\/$/, '');
    const at = first.get(origin);
    if (at === undefined) first.set(origin, i);
    else
      issues.push(
        error(`/imageCdns/${i}`, `"${origin}" is listed twice (first at /imageCdns/${at})`),
      );
  });
  if (list.length === 1) {
    issues.push(
      warning('/imageCdns', 'one image CDN has no other to ask: a failed image is not asked again'),
    );
  }
  return issues;
}

/** Rules the schema cannot say (docs/tenants.md, "Rules"), on a tenant that may not match it. */
export function checkTenantRules(tenant: unknown, context: RuleContext): Issue[] {
  if (!isRecord(tenant)) return [];
  const code = tenant.merchantCode;
  const identity =
    typeof code === 'string' && code !== context.fileName
      ? [error('/merchantCode', `must equal the file name "${context.fileName}" (got "${code}")`)]
      : [];
  return [
    ...identity,
    ...checkMenu(tenant),
    ...checkLanguages(tenant),
    ...checkWidgets(tenant, context.widgetTypes),
    ...checkLabels(tenant),
    ...checkPasswordRule(tenant),
    ...checkImageCdns(tenant),
    ...checkProviders(tenant),
    ...checkHosts(tenant),
    ...checkHttpsUrls(tenant),
    ...checkCsPaths(tenant),
    ...checkContrast(tenant),
    ...checkTexts(tenant),
  ];
}
