/**
 * What the visual comparison photographs (docs/qa.md, "Reviewing a change visually"): for every
 * tenant, in its default language, one right-to-left language it supports (if any) and the
 * en-XA pseudo-locale, every route as a visitor, as member1 and as vip1, and the dialogs. Each is
 * a "unit": one page that loads once and then shows its screens one after another, each shot at
 * every width. Pure data: scripts/lib/visualCapture.ts drives the browser.
 */

/** The phone widths (CSS px); the height is 844. */
export const WIDTHS = [390, 320] as const;
export const HEIGHT = 844;
export const PSEUDO_LOCALE = 'en-XA';
const RTL_LANGUAGES = new Set(['UR', 'AR']);

/** The part of a tenant file the catalogue reads. */
export interface ShotTenant {
  merchantCode: string;
  languages: { supported: string[]; default: string };
  menu?: { path?: string }[];
  push?: { enabled?: boolean };
  captcha?: { provider?: string; showLoginGeetest?: boolean; register?: { enabled?: boolean } };
}

export type Session = 'visitor' | 'member1' | 'vip1';

/** A dialog scenario: how to open it is visualCapture.ts's business. */
export type DialogKind =
  | 'login'
  | 'second-factor'
  | 'captcha'
  | 'update'
  | 'install'
  | 'push'
  | 'account'
  | 'notice-maintenance'
  | 'notice-access-denied'
  | 'notice-domain'
  | 'notice-status';

export type Unit =
  | {
      kind: 'routes';
      tenant: string;
      language: string;
      session: Session;
      /** App paths under /m, shown one after another in one page (client-side navigation). */
      paths: string[];
      /**
       * Dialogs opened in the same page after its paths (IN_PAGE_DIALOGS), each closed again
       * before the next: no page load of their own.
       */
      dialogs?: DialogKind[];
    }
  | { kind: 'dialog'; tenant: string; language: string; dialog: DialogKind };

/**
 * The dialogs a page of the session opens after its routes, rather than each in a page load of
 * its own: they need nothing at boot (no status answer, no service worker, no early push
 * opt-in), only the page the member is on. A page load costs about a second of processor time
 * (the app's boot), which the comparison spent some 65 times a side on these (docs/qa.md,
 * "Time"). In this order: each but the last is closed again before the next.
 */
export const IN_PAGE_DIALOGS: Partial<Record<Session, readonly DialogKind[]>> = {
  visitor: ['login', 'captcha', 'second-factor'],
  member1: ['account'],
};

/** Where one shot's PNG goes, relative to a side's folder: tenant/language/screen@width.png. */
export interface Shot {
  tenant: string;
  language: string;
  /** e.g. 'member1 /m/home' or 'dialog login'. */
  screen: string;
  width: number;
}

/** The file of a shot inside a side's folder. */
export function shotFile(shot: Shot): string {
  const screen = shot.screen.replace(/[^A-Za-z0-9.-]+/g, '_').replace(/^_+|_+$/g, '');
  return `${shot.tenant}/${shot.language}/${screen}@${shot.width}.png`;
}

/** The languages a tenant is photographed in: its default, one RTL language, en-XA. */
export function languagesOf(tenant: ShotTenant): string[] {
  const own = tenant.languages.default;
  const rtl = tenant.languages.supported.find((code) => RTL_LANGUAGES.has(code.toUpperCase()));
  return [...new Set([own, ...(rtl ? [rtl] : []), PSEUDO_LOCALE])];
}

/** The app's own pages (src/config/routePaths.ts) and its content pages (spec 2). */
const VISITOR_PATHS = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/inviteFriends',
  '/m/agentRegister',
];
const MEMBER_PATHS = [
  '/m/home',
  '/m/member/home',
  '/m/inviteFriends',
  '/m/changePsw',
  '/m/activity',
  '/m/game',
  '/m/feedback',
  '/m/download',
];
/** src/features/content/index.ts: one page component, every path its own content. */
export const CONTENT_PATHS = [
  'sports',
  'live',
  'rng',
  'table',
  'fish',
  'pvp',
  'crash',
  'arcade',
  'elott',
  'news',
  'app',
].map((p) => `/m/${p}`);
/** The VIP member's view differs on these (VIP labels, menu for the rank), and the menu pages. */
const VIP_PATHS = ['/m/home', '/m/member/home'];

/** The tenant's menu pages (/m/vip, /m/mission ...): the menu's own paths under /m. */
function menuPaths(tenant: ShotTenant): string[] {
  return (tenant.menu ?? [])
    .map((entry) => entry.path)
    .filter((path): path is string => typeof path === 'string' && /^\/m\/[A-Za-z]+$/.test(path));
}

export interface CatalogueOptions {
  /** Only these languages (e.g. the tenant's default alone, for CI). */
  languages?: (tenant: ShotTenant) => string[];
  /** Leave the dialogs out. */
  dialogs?: boolean;
  /** Leave the content pages (/m/sports ...) out. */
  content?: boolean;
  /** Only these dialogs (default: every one the tenant has). */
  dialogKinds?: readonly DialogKind[];
  /** Only units whose screens match (substring of 'session path' or 'dialog kind'). */
  only?: string[];
}

/** Every unit for these tenants. */
export function catalogue(tenants: readonly ShotTenant[], options: CatalogueOptions = {}): Unit[] {
  const units: Unit[] = [];
  for (const tenant of tenants) {
    const code = tenant.merchantCode;
    const menu = menuPaths(tenant);
    const unique = (paths: string[]) => [...new Set(paths)];
    for (const language of (options.languages ?? languagesOf)(tenant)) {
      const own = language === tenant.languages.default;
      const routes: Extract<Unit, { kind: 'routes' }>[] = [
        { kind: 'routes', tenant: code, language, session: 'visitor', paths: VISITOR_PATHS },
        {
          kind: 'routes',
          tenant: code,
          language,
          session: 'member1',
          // The content pages are one component with the platform's content: in the tenant's
          // own language only.
          paths: unique([
            ...MEMBER_PATHS,
            ...menu,
            ...(own && options.content !== false ? CONTENT_PATHS : []),
          ]),
        },
        {
          kind: 'routes',
          tenant: code,
          language,
          session: 'vip1',
          paths: unique([...VIP_PATHS, ...(own ? menu : [])]),
        },
      ];
      if (options.dialogs === false) {
        units.push(...routes);
        continue;
      }
      const dialogs: DialogKind[] = [
        'login',
        'update',
        'install',
        'account',
        'notice-maintenance',
        'notice-access-denied',
        'notice-domain',
        'notice-status',
      ];
      // The second factor comes after a login the real GeeTest captcha would guard.
      const realLoginCaptcha =
        tenant.captcha?.showLoginGeetest === true && tenant.captcha.provider !== 'fake';
      if (!realLoginCaptcha) dialogs.push('second-factor');
      if (tenant.captcha?.provider === 'fake' && tenant.captcha.register?.enabled !== false)
        dialogs.push('captcha');
      if (tenant.push !== undefined && tenant.push.enabled !== false) dialogs.push('push');
      const chosen = dialogs.filter((d) => !options.dialogKinds || options.dialogKinds.includes(d));
      for (const unit of routes) {
        const inPage = (IN_PAGE_DIALOGS[unit.session] ?? []).filter((d) => chosen.includes(d));
        units.push(inPage.length ? { ...unit, dialogs: inPage } : unit);
      }
      const inPages = new Set(routes.flatMap((unit) => IN_PAGE_DIALOGS[unit.session] ?? []));
      for (const dialog of chosen)
        if (!inPages.has(dialog)) units.push({ kind: 'dialog', tenant: code, language, dialog });
    }
  }
  if (!options.only?.length) return units;
  const wanted = options.only;
  const match = (screen: string) => wanted.some((w) => screen.includes(w));
  return units
    .map((unit): Unit | null => {
      if (unit.kind === 'dialog') return match(`dialog ${unit.dialog}`) ? unit : null;
      const paths = unit.paths.filter((p) => match(`${unit.session} ${p}`));
      const dialogs = unit.dialogs?.filter((d) => match(`dialog ${d}`));
      if (!paths.length && !dialogs?.length) return null;
      const { dialogs: _all, ...rest } = unit;
      return dialogs?.length ? { ...rest, paths, dialogs } : { ...rest, paths };
    })
    .filter((unit): unit is Unit => unit !== null);
}

/** The shots a unit takes, in order. */
export function shotsOf(unit: Unit, widths: readonly number[] = WIDTHS): Shot[] {
  const screens =
    unit.kind === 'dialog'
      ? [`dialog ${unit.dialog}`]
      : [
          ...unit.paths.map((path) => `${unit.session} ${path}`),
          ...(unit.dialogs ?? []).map((dialog) => `dialog ${dialog}`),
        ];
  return screens.flatMap((screen) =>
    widths.map((width) => ({ tenant: unit.tenant, language: unit.language, screen, width })),
  );
}
