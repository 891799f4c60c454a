import type { GlobalTypes } from 'storybook/internal/types';
import { LANGUAGES } from '../src/i18n/languages';
import { PSEUDO_LOCALES, pseudoTag } from '../src/i18n/pseudoLocales';
import { SESSION_ROLES } from '../src/testing/demoSession';
import { tenantCodes, tenants } from '../src/testing/tenants';

/** The language toolbar's first entry: each tenant opens in its own default language. */
export const TENANT_DEFAULT = 'tenant default';

/** Every language some tenant supports, in the spec's order, with the tenants that offer it. */
const languageItems = LANGUAGES.flatMap((code) => {
  const offeredBy = tenantCodes.filter((c) => tenants[c]?.languages.supported.includes(code));
  return offeredBy.length ? [{ value: code, title: code, right: offeredBy.join(', ') }] : [];
});

/** QA's pseudo-locales: any tenant, untranslated text and long or right-to-left layouts show. */
const pseudoItems = PSEUDO_LOCALES.map((code) => ({
  value: code,
  title: pseudoTag(code),
  right: code === 'EN-XA' ? 'accented, 40 % longer' : 'right to left',
}));

/** The tenant toolbar's value of a tenant's large variant, e.g. 'demo:large'. */
export const LARGE_SUFFIX = ':large';

/**
 * The tenant and the demo API's content size a tenant toolbar value names: 'demo' is the demo
 * merchant as it is, 'demo:large' the same merchant with a large merchant's content (150 vendor
 * cards, 40 banners, 200 announcements, 100 promotions, 60 customer-service entries).
 */
export function tenantChoice(value: unknown): { code: unknown; size: '1x' | 'large' } {
  if (typeof value === 'string' && value.endsWith(LARGE_SUFFIX)) {
    return { code: value.slice(0, -LARGE_SUFFIX.length), size: 'large' };
  }
  return { code: value, size: '1x' };
}

export const globalTypes: GlobalTypes = {
  tenant: {
    description: 'Merchant: one of tenants/*.json, as it is or as a large merchant',
    toolbar: {
      title: 'Tenant',
      icon: 'globe',
      dynamicTitle: true,
      items: [
        ...tenantCodes.map((code) => ({
          value: code,
          title: code,
          right: tenants[code]?.displayName,
        })),
        ...tenantCodes.map((code) => ({
          value: `${code}${LARGE_SUFFIX}`,
          title: `${code} (large)`,
          right: '150 cards, 40 banners, 200 announcements',
        })),
      ],
    },
  },
  language: {
    description: "Language; one the tenant does not support falls back to the tenant's default",
    toolbar: {
      title: 'Language',
      icon: 'comment',
      dynamicTitle: true,
      items: [{ value: TENANT_DEFAULT, title: 'Tenant default' }, ...languageItems, ...pseudoItems],
    },
  },
  session: {
    description: 'Who is looking: a visitor, or a demo member or agent',
    toolbar: {
      title: 'Session',
      icon: 'user',
      dynamicTitle: true,
      items: SESSION_ROLES.map((role) => ({ value: role, title: role })),
    },
  },
};

export const initialGlobals = {
  tenant: tenantCodes.includes('demo') ? 'demo' : (tenantCodes[0] ?? 'demo'),
  language: TENANT_DEFAULT,
  session: 'member',
  viewport: { value: 'phone', isRotated: false },
};

/** A phone: what members use. */
export const viewports = {
  phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  phoneSmall: {
    name: 'Small phone 320×568',
    styles: { width: '320px', height: '568px' },
    type: 'mobile',
  },
  phoneLarge: {
    name: 'Large phone 430×932',
    styles: { width: '430px', height: '932px' },
    type: 'mobile',
  },
} as const;
