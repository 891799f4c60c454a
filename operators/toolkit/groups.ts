/**
 * The studio's tabs: the tenant schema's top-level keys, grouped the way schemas/ splits them into
 * fragments (flags, theme, menu, languages, downloads ...). Every key of the schema is in exactly
 * one group (groups.test.ts), so no key is left without a form.
 */
export interface Group {
  id: string;
  label: string;
  keys: readonly string[];
}

export const GROUPS: readonly Group[] = [
  {
    id: 'merchant',
    label: 'Merchant',
    keys: [
      '$schema',
      'schemaVersion',
      'merchantCode',
      'displayName',
      'domains',
      'trustedLinkHosts',
      'imageCdns',
      'region',
    ],
  },
  { id: 'flags', label: 'Flags', keys: ['flags', 'whitelabel'] },
  { id: 'theme', label: 'Theme & brand', keys: ['theme', 'template', 'manifest'] },
  { id: 'menu', label: 'Menu', keys: ['menu'] },
  { id: 'widgets', label: 'Widgets', keys: ['widgets'] },
  { id: 'languages', label: 'Languages', keys: ['languages'] },
  { id: 'texts', label: 'Texts', keys: ['texts', 'textsLanguages'] },
  { id: 'downloads', label: 'Downloads', keys: ['downloads'] },
  { id: 'customerService', label: 'Customer service', keys: ['customerService', 'vipLabels'] },
  { id: 'captcha', label: 'Captcha', keys: ['captcha'] },
  { id: 'auth', label: 'Sign-in providers', keys: ['auth'] },
  { id: 'pushTracking', label: 'Push & tracking', keys: ['push', 'tracking'] },
  { id: 'games', label: 'Games & promotions', keys: ['games', 'promotions'] },
  { id: 'security', label: 'Security', keys: ['security', 'embedders'] },
];

/** The group that holds a JSON pointer's top-level key ('' and unknown keys: the first group). */
export function groupOfPointer(pointer: string): Group {
  const key = (pointer.split('/')[1] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
  return GROUPS.find((g) => g.keys.includes(key)) ?? GROUPS[0]!;
}
