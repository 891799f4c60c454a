/* eslint-disable */
/**
 * Generated from schemas/ by `npm run gen`. DO NOT EDIT: change the schema and run `npm run gen`.
 */

/**
 * Menu entries in display order. Each entry shows or hides by the rule of its type (see Entry type).
 *
 * @maxItems 40
 */
export type TenantMenu = MenuEntry[];
/**
 * One widget: its type and that type's props.
 */
export type WidgetConfig = (
  | StatusNoticesWidget
  | AppHeaderWidget
  | DownloadBarWidget
  | BannerCarouselWidget
  | AnnouncementMarqueeWidget
  | MenuGridWidget
  | PromotionCategoriesWidget
  | GameLanesWidget
  | VipProgressWidget
  | CustomerServiceButtonWidget
  | InstallPromptWidget
  | PushOptInWidget
  | UnreadInboxWidget
) & {
  /**
   * Widget type; each has its props schema in schemas/widgets/<type>.schema.json.
   */
  type:
    | 'statusNotices'
    | 'appHeader'
    | 'downloadBar'
    | 'bannerCarousel'
    | 'announcementMarquee'
    | 'menuGrid'
    | 'promotionCategories'
    | 'gameLanes'
    | 'vipProgress'
    | 'customerServiceButton'
    | 'installPrompt'
    | 'pushOptIn'
    | 'unreadInbox';
};
/**
 * Widgets on the merchant's pages, in order: pick each one's kind, and the settings of that kind follow.
 *
 * @maxItems 40
 */
export type TenantWidgets = WidgetConfig[];
/**
 * Customer-service entries. Entries without labelIds are for everyone; when a member's VIP label matches entries with labelIds, those replace the others.
 *
 * @maxItems 50
 */
export type TenantCustomerService = CustomerServiceEntry[];

/**
 * One merchant's white-label site: flags, menu, template, languages, providers and widgets. Save it as tenants/<merchantCode>.json and check it with 'npm run tenants'.
 */
export interface TenantConfig {
  /**
   * Path to this schema, for editor autocompletion: '../schemas/tenant.schema.json'.
   */
  $schema?: string;
  /**
   * Version of the tenant file format. The current version is 2; 'npm run tenants' upgrades older files in memory and says what to change.
   */
  schemaVersion: 2;
  /**
   * Merchant code sent in the Merchant header. Lower case; must equal the file name.
   */
  merchantCode: string;
  /**
   * Merchant name shown in titles and the splash screen.
   */
  displayName: string;
  /**
   * Host names that serve this merchant, or '*.' patterns for every sub-domain. The sub-domain gives the affiliate code. Unique across all tenants.
   *
   * @minItems 1
   *
   * Items: A host name such as 'm.example.com', or a wildcard '*.example.com' that matches every sub-domain.
   */
  domains: [string, ...string[]];
  /**
   * Hosts that may receive the session token and username on banner links. Default: this tenant's domains.
   *
   * Items: A host name such as 'm.example.com', or a wildcard '*.example.com' that matches every sub-domain.
   */
  trustedLinkHosts?: string[];
  /**
   * Sites allowed to show this site inside a frame (the header frame-ancestors), as https origins such as 'https://portal.example.com'. Default: none may.
   *
   * Items: An https origin: 'https://' and a host name, an optional port, nothing after it, e.g. 'https://tg.example.com'.
   */
  embedders?: string[];
  /**
   * Origins that serve the same images, in order, such as 'https://img1.example.com': an image on one of them that fails to load is tried again at the same path on the next (each once), before any stand-in image. Default: none (a failed image is not tried again).
   *
   * @maxItems 8
   *
   * Items: An https origin: 'https://' and a host name, an optional port, nothing after it, e.g. 'https://tg.example.com'.
   */
  imageCdns?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string];
  flags: TenantFlags;
  whitelabel: TenantWhitelabel;
  /**
   * Country, currency and number formats of the merchant (what GET /wps/system/country answers).
   */
  region: {
    /**
     * ISO 3166 country code, e.g. 'PH'.
     */
    countryCode: string;
    /**
     * Dialing code with '+', e.g. '+63'.
     */
    countryDialingCode: string;
    /**
     * Currency code of member wallets. Ad tracking cuts it to 3 letters (TLB becomes PHP).
     */
    currency: string;
    /**
     * Symbol shown with amounts, e.g. '₱'.
     */
    currencySymbol: string;
    /**
     * Symbol before or after the amount. Default before.
     */
    currencyPosition?: 'before' | 'after';
  };
  languages: TenantLanguages;
  texts?: TenantTexts;
  /**
   * Written when the file is published, never by hand: the languages whose members get merchant texts. The published tenant file leaves 'texts' out and lists them here; each has its own file beside it, tenants/<merchantCode>.texts.<language code>.json (e.g. vn-lotto.texts.VI.json), downloaded with the language's messages.
   *
   * Items: One of the 28 supported language codes.
   */
  textsLanguages?: (
    | 'CN'
    | 'EN'
    | 'ES'
    | 'HI'
    | 'ID'
    | 'JA'
    | 'KM'
    | 'KO'
    | 'MY'
    | 'TA'
    | 'TH'
    | 'TW'
    | 'VI'
    | 'TY'
    | 'UR'
    | 'PT'
    | 'PT-BR'
    | 'MS'
    | 'BN'
    | 'TR'
    | 'FR'
    | 'NE'
    | 'UR-LA'
    | 'TE'
    | 'RU'
    | 'SW'
    | 'KK'
    | 'LO'
  )[];
  template: TenantTemplate;
  theme: TenantTheme;
  manifest: TenantManifest;
  menu: TenantMenu;
  widgets: TenantWidgets;
  downloads: TenantDownloads;
  /**
   * The merchant's VIP labels, lowest rank first. Customer-service entries refer to them by id.
   */
  vipLabels?: VipLabel[];
  customerService: TenantCustomerService;
  captcha?: TenantCaptcha;
  auth: TenantAuth;
  push?: TenantPush;
  tracking?: TenantTracking;
  games: TenantGames;
  /**
   * Promotions the merchant runs. The server decides per member; the demo API uses this list.
   */
  promotions?: {
    /**
     * Promotion keys switched on for this merchant.
     *
     * Items: A promotion the server can report as available for a member: MISSION, LOGIN (daily sign-in), SAVIOR (rescue fund), REFERRAL, APP_DOWNLOAD.
     */
    available?: ('MISSION' | 'LOGIN' | 'SAVIOR' | 'REFERRAL' | 'APP_DOWNLOAD')[];
  };
  /**
   * Browser security settings for this merchant's pages.
   */
  security?: {
    /**
     * Origins allowed to frame the site (CSP frame-ancestors). Default ['self'].
     */
    frameAncestors?: string[];
  };
}
/**
 * The 14 per-merchant feature flags. Every flag must be stated, true or false, so a file says plainly what the merchant has switched on.
 */
export interface TenantFlags {
  /**
   * Games may be launched only inside the native app or the home-screen (installed) web app.
   */
  STARTGAMEINAPP3: boolean;
  /**
   * GeeTest captcha is enabled; needs captcha.geetestId.
   */
  GEETEST3: boolean;
  /**
   * GeeTest risk check (geeToken, scene) is enabled; needs captcha.riskAppId.
   */
  GEETESTRISK3: boolean;
  /**
   * Platform chat (CBS_launchChat) with an unread-count badge (CBS_unreadCount).
   */
  CBS3: boolean;
  /**
   * A remembered login signs the member in on the next visit, when no session exists, the address has no redirectUrl or backUrl, the remembered login is for this merchant and was not an SMS login, and the member has not switched automatic sign-in off.
   */
  MOBILEAUTOLOGIN3: boolean;
  /**
   * An expired password forces /m/changePsw after login (not for sms or firebase logins).
   */
  PWDEXPFORCECHANGE3: boolean;
  /**
   * Google sign-in; needs auth.google.clientId.
   */
  GOOGLELOGIN3: boolean;
  /**
   * Facebook sign-in; needs auth.facebook.appId.
   */
  FACEBOOKLOGIN3: boolean;
  /**
   * Twitter sign-in; needs auth.twitter.clientId.
   */
  TWITTERLOGIN3: boolean;
  /**
   * LINE sign-in; needs auth.line.clientId.
   */
  LINELOGIN3: boolean;
  /**
   * Telegram sign-in; needs auth.telegram.botId and auth.telegram.authDomain.
   */
  TELEGRAMLOGIN3: boolean;
  /**
   * A social or Firebase account with no bound member is registered automatically (unless SSOMANUALREG3 is on).
   */
  FIREBASECREATEACC3: boolean;
  /**
   * Social sign-in with no bound member always asks: log in with an existing account, or register new.
   */
  SSOMANUALREG3: boolean;
  /**
   * Members may update the country dialing code of their mobile number.
   */
  UPDATEMOBILEICC3: boolean;
}
/**
 * White-label switches that decide which menu entries show and whether captcha applies, and the default affiliate code.
 */
export interface TenantWhitelabel {
  /**
   * Affiliate code used when the host has no sub-domain, or the sub-domain is 'www' or 'preview'. Default 'www'.
   */
  defaultAffiliateCode?: string;
  /**
   * White-label flags read by the product rules.
   */
  flags: {
    /**
     * Captcha applies at all for this merchant: with it off no form asks for a captcha, whatever GEETEST3 and the captcha settings say. Default false.
     */
    captcha?: boolean;
    /**
     * Switches captcha off on test environments; ignored in test mode. Default false.
     */
    captchaTestOff?: boolean;
    /**
     * Test mode: captcha applies even when captchaTestOff is set. Default false.
     */
    testMode?: boolean;
    /**
     * Shows the VIP benefit menu entry (also needs the member's clubLabel type AUTO). Default false.
     */
    vipBenefit?: boolean;
    /**
     * Shows the promo-code menu entry when the server also enables it. Default false.
     */
    promoCode?: boolean;
    /**
     * Shows the referral menu entry. Default true.
     */
    referral?: boolean;
    /**
     * Mobile numbers are verified by SMS on registration; remembered passwords are then dropped for sms logins. Default false.
     */
    mobileVerificationOnRegister?: boolean;
    /**
     * A social account with no bound member may be registered automatically (with FIREBASECREATEACC3, unless SSOMANUALREG3). Default false.
     */
    autoRegister?: boolean;
  };
  /**
   * Named white-label values. A menu entry with 'whitelabelKey' shows only when its value here is truthy (true, a non-empty string, or a non-zero number).
   */
  values?: {
    /**
     * A white-label value: boolean, string or number.
     *
     * This interface was referenced by `undefined`'s JSON-Schema definition
     * via the `patternProperty` "^[A-Za-z][A-Za-z0-9_]{0,63}$".
     */
    [k: string]: boolean | string | number | undefined;
  };
}
/**
 * Which of the 28 languages the merchant offers, the default, and per-language download texts.
 */
export interface TenantLanguages {
  /**
   * Languages offered to members, in menu order. A language outside this list falls back to the default.
   *
   * @minItems 1
   *
   * Items: One of the 28 supported language codes.
   */
  supported: [
    (
      | 'CN'
      | 'EN'
      | 'ES'
      | 'HI'
      | 'ID'
      | 'JA'
      | 'KM'
      | 'KO'
      | 'MY'
      | 'TA'
      | 'TH'
      | 'TW'
      | 'VI'
      | 'TY'
      | 'UR'
      | 'PT'
      | 'PT-BR'
      | 'MS'
      | 'BN'
      | 'TR'
      | 'FR'
      | 'NE'
      | 'UR-LA'
      | 'TE'
      | 'RU'
      | 'SW'
      | 'KK'
      | 'LO'
    ),
    ...(
      | 'CN'
      | 'EN'
      | 'ES'
      | 'HI'
      | 'ID'
      | 'JA'
      | 'KM'
      | 'KO'
      | 'MY'
      | 'TA'
      | 'TH'
      | 'TW'
      | 'VI'
      | 'TY'
      | 'UR'
      | 'PT'
      | 'PT-BR'
      | 'MS'
      | 'BN'
      | 'TR'
      | 'FR'
      | 'NE'
      | 'UR-LA'
      | 'TE'
      | 'RU'
      | 'SW'
      | 'KK'
      | 'LO'
    )[],
  ];
  /**
   * One of the 28 supported language codes.
   */
  default:
    | 'CN'
    | 'EN'
    | 'ES'
    | 'HI'
    | 'ID'
    | 'JA'
    | 'KM'
    | 'KO'
    | 'MY'
    | 'TA'
    | 'TH'
    | 'TW'
    | 'VI'
    | 'TY'
    | 'UR'
    | 'PT'
    | 'PT-BR'
    | 'MS'
    | 'BN'
    | 'TR'
    | 'FR'
    | 'NE'
    | 'UR-LA'
    | 'TE'
    | 'RU'
    | 'SW'
    | 'KK'
    | 'LO';
  /**
   * Per-language download texts, keyed by language code. Missing languages use the template's texts.
   */
  texts?: {
    /**
     * Texts for one language.
     *
     * This interface was referenced by `undefined`'s JSON-Schema definition
     * via the `patternProperty` "^(CN|EN|ES|HI|ID|JA|KM|KO|MY|TA|TH|TW|VI|TY|UR|PT|PT-BR|MS|BN|TR|FR|NE|UR-LA|TE|RU|SW|KK|LO)$".
     */
    [k: string]:
      | {
          /**
           * Sentence shown in the download bar and popup, or the id of a merchant text defined under texts (e.g. 'merchant.appDesc').
           */
          app_desc?: string;
          /**
           * Sentence shown when the download bar requires login, or the id of a merchant text defined under texts (e.g. 'merchant.loginFirst').
           */
          login_prompt_text?: string;
        }
      | undefined;
  };
}
/**
 * The merchant's own wording, keyed by message id, then by language code. A message id of the product's catalogues (e.g. 'login.title') replaces the product's text in those languages; an id starting with 'merchant.' (e.g. 'merchant.summerCup') is a new text that a menu entry's label and the template's texts (template.app_desc, login_prompt_text, and in languages.texts) can name. Each text is an ICU message, the catalogues' syntax ('{count, plural, one {# game} other {# games}}'). A language without the merchant's text shows, for a 'merchant.' id, the text in the default language, else the product's text.
 */
export interface TenantTexts {
  [k: string]: MerchantText | undefined;
}
/**
 * One text in the merchant's languages, keyed by language code (each must be in languages.supported). An override keeps the product message's placeholders: the same {name}s and the same plural and select arguments.
 *
 * This interface was referenced by `TenantTexts`'s JSON-Schema definition
 * via the `patternProperty` "^[A-Za-z][A-Za-z0-9_.-]*$".
 */
export interface MerchantText {
  /**
   * The text in this language, as an ICU message.
   *
   * This interface was referenced by `MerchantText`'s JSON-Schema definition
   * via the `patternProperty` "^(CN|EN|ES|HI|ID|JA|KM|KO|MY|TA|TH|TW|VI|TY|UR|PT|PT-BR|MS|BN|TR|FR|NE|UR-LA|TE|RU|SW|KK|LO)$".
   */
  [k: string]: string | undefined;
}
/**
 * The mobile template: logo, images, download texts and installable-app switches.
 */
export interface TenantTemplate {
  /**
   * Logo shown in the header and the splash screen.
   */
  h5_logo: string;
  /**
   * Default download text when languages.texts has none for the member's language: the sentence itself, or the id of a merchant text defined under texts (e.g. 'merchant.appDesc'), shown in the member's language.
   */
  app_desc?: string;
  /**
   * Background image of the download bar.
   */
  app_background?: string;
  /**
   * Text colour used on the download bar.
   */
  app_desc_font_color?: string;
  /**
   * Default login prompt when languages.texts has none for the member's language: the sentence itself, or the id of a merchant text defined under texts (e.g. 'merchant.loginFirst'), shown in the member's language.
   */
  login_prompt_text?: string;
  /**
   * Browser tab icon.
   */
  favicon: string;
  /**
   * Image shown on the splash screen at first load.
   */
  splash: string;
  /**
   * The site may be installed as a web app (manifest, install prompt). Default true.
   */
  pwa?: boolean;
  /**
   * Offer the desktop app feature on wide screens. Default false.
   */
  desktop_app_feature?: boolean;
  /**
   * Icon iOS uses for the home-screen app.
   */
  apple_touch_icon: string;
}
/**
 * Theme colours, applied as CSS custom properties at start.
 */
export interface TenantTheme {
  /**
   * Brand colour: buttons, active tabs, links.
   */
  primary: string;
  /**
   * Text on the brand colour; keep a contrast of 4.5:1 or more.
   */
  onPrimary: string;
  /**
   * Page background.
   */
  background: string;
  /**
   * Cards, dialogs and sheets.
   */
  surface: string;
  /**
   * Body text on background and surface.
   */
  text: string;
  /**
   * Secondary text.
   */
  textMuted?: string;
  /**
   * Highlights such as badges and the VIP bar.
   */
  accent?: string;
  /**
   * Errors and destructive actions.
   */
  danger?: string;
}
/**
 * Fields of the per-merchant web app manifest served at /wps/system/manifest.json.
 */
export interface TenantManifest {
  /**
   * Name under the home-screen icon (12 characters at most).
   */
  short_name: string;
  /**
   * Full app name shown on install.
   */
  name: string;
  /**
   * How the installed app opens.
   */
  display: 'fullscreen' | 'standalone' | 'minimal-ui' | 'browser';
  /**
   * Colour of the browser UI around the installed app.
   */
  theme_color: string;
  /**
   * Splash background of the installed app. Default: theme.background.
   */
  background_color?: string;
  /**
   * Square PNG icons at the four sizes the manifest lists.
   */
  icons: {
    /**
     * 192x192 icon.
     */
    '192': string;
    /**
     * 256x256 icon.
     */
    '256': string;
    /**
     * 384x384 icon.
     */
    '384': string;
    /**
     * 512x512 icon.
     */
    '512': string;
  };
  /**
   * Native apps the browser may offer instead of installing the web app.
   */
  related_applications?: {
    /**
     * Store of the related app.
     */
    platform: 'play' | 'itunes' | 'webapp' | 'windows';
    /**
     * Store page of the app.
     */
    url?: string;
    /**
     * Store id of the app, e.g. the Android package name.
     */
    id?: string;
  }[];
  /**
   * Ask the browser to prefer the native app. Default false.
   */
  prefer_related_applications?: boolean;
}
/**
 * One menu entry.
 */
export interface MenuEntry {
  /**
   * Unique id of the entry within the menu, e.g. 'vip'.
   */
  key: string;
  /**
   * What the entry is; decides its display rule. AGENT shows for agents (type 1 or 2); MISSION, SIGN_IN and RESCUE_FUND need the matching promotion; VIP_BENEFIT needs whitelabel.flags.vipBenefit and clubLabel type AUTO; PROMO_CODE needs whitelabel.flags.promoCode; REFERRAL opens /m/agentRegister for agents; APP_DOWNLOAD shows only outside the native and installed app; CUSTOMER_SERVICE always shows; LINK opens its path.
   */
  type:
    | 'VIP'
    | 'VIP_BENEFIT'
    | 'AGENT'
    | 'MISSION'
    | 'SIGN_IN'
    | 'RESCUE_FUND'
    | 'PROMO_CODE'
    | 'REFERRAL'
    | 'APP_DOWNLOAD'
    | 'CUSTOMER_SERVICE'
    | 'LINK';
  /**
   * Message id of the entry's label: a catalogue id such as 'menu.vip', or the merchant's own text such as 'merchant.summerCup', defined under texts.
   */
  label: string;
  /**
   * Icon image of the entry.
   */
  icon?: string;
  /**
   * Route opened by the entry; must be under /m/.
   */
  path?: string;
  /**
   * Promotion that must be available for the member for the entry to show.
   */
  resourceKey?: 'MISSION' | 'LOGIN' | 'SAVIOR' | 'REFERRAL' | 'APP_DOWNLOAD';
  /**
   * Key in whitelabel.values that must be truthy for the entry to show.
   */
  whitelabelKey?: string;
  /**
   * APP_DOWNLOAD only: also show when already running from the home screen. Default false.
   */
  showInHomeScreen?: boolean;
}
/**
 * System status at start: maintenance and access-denied notices, the domain-not-available popup and status alerts. Mount it once, in the global slot.
 */
export interface StatusNoticesWidget {
  /**
   * Widget type.
   */
  type: 'statusNotices';
  /**
   * Where the widget mounts: 'home' on /m/home, 'global' on every page.
   */
  slot?: 'home' | 'global';
}
/**
 * Top bar with the logo, the language switch and the login or member button.
 */
export interface AppHeaderWidget {
  /**
   * Widget type.
   */
  type: 'appHeader';
  /**
   * Where the widget mounts: 'home' on /m/home, 'global' on every page.
   */
  slot?: 'home' | 'global';
  /**
   * Show the language switch.
   */
  showLanguageSwitch?: boolean;
  /**
   * Show the login button to visitors.
   */
  showLoginButton?: boolean;
}
/**
 * Top app-download bar with its popup (the Downloads tab sets its options). It hides once closed in a session, inside the native app or the installed web app, on a platform with no download link, and below the lowest VIP rank.
 */
export interface DownloadBarWidget {
  /**
   * Widget type.
   */
  type: 'downloadBar';
  /**
   * Where the widget mounts: 'home' on /m/home, 'global' on every page.
   */
  slot?: 'home' | 'global';
  /**
   * Show the download button on the bar.
   */
  showDownloadButton?: boolean;
}
/**
 * Carousel of promotion banners (linkage P, URL or G).
 */
export interface BannerCarouselWidget {
  /**
   * Widget type.
   */
  type: 'bannerCarousel';
  /**
   * Where the widget mounts: 'home' on /m/home, 'global' on every page.
   */
  slot?: 'home' | 'global';
  /**
   * Seconds per slide.
   */
  intervalSeconds?: number;
  /**
   * Width/height of a slide, as 'w/h'.
   */
  aspectRatio?: string;
}
/**
 * Scrolling announcements (MCSFE_getListAnnouncements).
 */
export interface AnnouncementMarqueeWidget {
  /**
   * Widget type.
   */
  type: 'announcementMarquee';
  /**
   * Where the widget mounts: 'home' on /m/home, 'global' on every page.
   */
  slot?: 'home' | 'global';
  /**
   * Scroll speed in px/s.
   */
  speedPxPerSecond?: number;
}
/**
 * Grid of the merchant's menu entries; each shows or hides by the rule of its type (the menu's Entry type).
 */
export interface MenuGridWidget {
  /**
   * Widget type.
   */
  type: 'menuGrid';
  /**
   * Where the widget mounts: 'home' on /m/home, 'global' on every page.
   */
  slot?: 'home' | 'global';
  /**
   * Entries per row.
   */
  columns?: number;
}
/**
 * Promotion categories with their promotions (PROMOFE_getPromotionAnnouncementCategory).
 */
export interface PromotionCategoriesWidget {
  /**
   * Widget type.
   */
  type: 'promotionCategories';
  /**
   * Where the widget mounts: 'home' on /m/home, 'global' on every page.
   */
  slot?: 'home' | 'global';
  /**
   * Most promotions listed.
   */
  maxItems?: number;
}
/**
 * Game vendor catalogue as lanes of category cards (GCSGAME_newGameVendor).
 */
export interface GameLanesWidget {
  /**
   * Widget type.
   */
  type: 'gameLanes';
  /**
   * Where the widget mounts: 'home' on /m/home, 'global' on every page.
   */
  slot?: 'home' | 'global';
  /**
   * Most lanes shown.
   */
  maxLanes?: number;
}
/**
 * The member's VIP label and progress (MCSFE_getPlayerRankProgress); hidden for visitors.
 */
export interface VipProgressWidget {
  /**
   * Widget type.
   */
  type: 'vipProgress';
  /**
   * Where the widget mounts: 'home' on /m/home, 'global' on every page.
   */
  slot?: 'home' | 'global';
}
/**
 * Floating customer-service button that opens the entry list.
 */
export interface CustomerServiceButtonWidget {
  /**
   * Widget type.
   */
  type: 'customerServiceButton';
  /**
   * Where the widget mounts: 'home' on /m/home, 'global' on every page.
   */
  slot?: 'home' | 'global';
  /**
   * Screen side of the button (start is left in left-to-right languages).
   */
  side?: 'start' | 'end';
}
/**
 * Add-to-home-screen prompt (bottom confirm modal) and the iOS instructions.
 */
export interface InstallPromptWidget {
  /**
   * Widget type.
   */
  type: 'installPrompt';
  /**
   * Where the widget mounts: 'home' on /m/home, 'global' on every page.
   */
  slot?: 'home' | 'global';
}
/**
 * Notification permission modal, at most once per calendar day.
 */
export interface PushOptInWidget {
  /**
   * Widget type.
   */
  type: 'pushOptIn';
  /**
   * Where the widget mounts: 'home' on /m/home, 'global' on every page.
   */
  slot?: 'home' | 'global';
}
/**
 * The signed-in member's unread inbox messages (loaded at sign-in, asked again on the home page); hidden for visitors and when nothing is unread.
 */
export interface UnreadInboxWidget {
  /**
   * Widget type.
   */
  type: 'unreadInbox';
  /**
   * Where the widget mounts: 'home' on /m/home, 'global' on every page.
   */
  slot?: 'home' | 'global';
  /**
   * Path under /m the line opens (the merchant's inbox page). Without it the line is text only.
   */
  path?: string;
}
/**
 * App-download links, the download bar and popup, default popup banners and the native-app rules.
 */
export interface TenantDownloads {
  /**
   * Download links by resource type. The bar hides on a platform with no link.
   */
  links: DownloadLink[];
  /**
   * Top download bar and popup options.
   */
  bar?: {
    /**
     * Show the download bar at all. Default true.
     */
    enabled?: boolean;
    /**
     * The download button asks visitors to log in first. Default false.
     */
    loginRequired?: boolean;
    /**
     * Lowest VIP rank level that sees the bar; 0 for everyone. Default 0.
     */
    minVipRank?: number;
    /**
     * The popup also offers 'add to home screen'. Default true.
     */
    showHomeScreenOption?: boolean;
  };
  /**
   * Default app-download popup banners shown after a wait.
   */
  popupBanners?: {
    /**
     * Resource keys of the banners. Default ["m_popup1", "m_popup2"].
     */
    resourceKeys?: string[];
    /**
     * Seconds after start before the popup shows. Default 20.
     */
    waitSeconds?: number;
  };
  /**
   * Inside the native app at this version or later, downloads open directly. Default '2.4.39'.
   */
  nativeAppDirectDownloadVersion?: string;
  /**
   * App-upgrade modal shown inside the native app.
   */
  appUpgrade?: {
    /**
     * The upgrade modal cannot be closed. Default false.
     */
    mandatory?: boolean;
    /**
     * The newest native app version. Inside an older app the upgrade modal offers it; without it no upgrade is offered.
     */
    latestVersion?: string;
  };
}
export interface DownloadLink {
  /**
   * IOS: App Store or IPA; MOBILECONFIG: iOS profile; Android: APK or Play Store; AppDownloadIcon: the icon shown on the bar.
   */
  resourceType: 'IOS' | 'MOBILECONFIG' | 'Android' | 'AppDownloadIcon';
  /**
   * Address of the download or image.
   */
  url: string;
}
export interface VipLabel {
  /**
   * Label id.
   */
  labelId: number;
  /**
   * Label name, e.g. 'Gold'.
   */
  labelName: string;
  /**
   * Rank level; compared with downloads.bar.minVipRank.
   */
  rankLevel: number;
}
export interface CustomerServiceEntry {
  /**
   * Name shown in the customer-service list.
   */
  name: string;
  /**
   * The chat address, encrypted; its last 8 characters are the key. Make one with 'npm run cs:encode -- <url>'.
   */
  path: string;
  /**
   * Chat vendor that serves this entry.
   */
  csType: 'TX-CHAT' | 'AICAN' | 'MIDUOKE' | 'LIVECHAT' | 'COMM100' | 'COMM100VIP';
  /**
   * Display order; lower first. Default 0.
   */
  csPosition?: number;
  /**
   * VIP label ids (see vipLabels) this entry is for; empty or absent means everyone.
   */
  labelIds?: number[];
}
/**
 * GeeTest captcha settings. Captcha applies only when GEETEST3 and whitelabel.flags.captcha are on, then per flow by the show* switches.
 */
export interface TenantCaptcha {
  /**
   * GeeTest captcha id (32 hex characters). Required when GEETEST3 is on.
   */
  geetestId?: string;
  /**
   * GeeTest version. SMS captcha needs v4. Default v4.
   */
  version?: 'v3' | 'v4';
  /**
   * GeeTest risk-check app id. Required when GEETESTRISK3 is on.
   */
  riskAppId?: string;
  /**
   * Captcha before login. Default false.
   */
  showLoginGeetest?: boolean;
  /**
   * Captcha before registration. Default false.
   */
  showGeetest?: boolean;
  /**
   * Captcha before sending an SMS code (needs version v4). Default false.
   */
  showSmsGeetest?: boolean;
  /**
   * Registration captcha.
   */
  register?: {
    /**
     * Registration uses captcha. Default false.
     */
    enabled?: boolean;
  };
  /**
   * 'fake' uses the built-in solvable captcha (demo and QA only). Default geetest.
   */
  provider?: 'geetest' | 'fake';
}
/**
 * Sign-in and registration methods, providers and password rules.
 */
export interface TenantAuth {
  /**
   * Which login forms are offered.
   */
  login?: {
    /**
     * Login forms offered, first is the default: username and password, mobile and password, mobile and SMS code. Default ["username"].
     *
     * @minItems 1
     */
    methods?: ['username' | 'mobile' | 'sms', ...('username' | 'mobile' | 'sms')[]];
  };
  /**
   * Registration form options.
   */
  registration: {
    /**
     * Register with a username (ModuleId REG3) or a mobile number verified by SMS (ModuleId MOBILENUMREG3).
     */
    mode: 'username' | 'mobile';
    /**
     * Mobile registration asks no password; the six-digit default password is used and changed at first login. Default false.
     */
    mobileWithoutPassword?: boolean;
    /**
     * The register request asks the server to open the new member's session (its login flag). Off, the member signs in after registering: the register dialog gives way to the login dialog, the register page goes to /m/login. Default true.
     */
    loginAfterRegister?: boolean;
    /**
     * The server picks the username (POST /wps/member/register/autoUsername). Default false.
     */
    autoUsername?: boolean;
    /**
     * SMS template code sent with mobile registration.
     */
    smsTemplate?: string;
    /**
     * Password rules.
     */
    password?: {
      /**
       * Shortest allowed password. Default 6.
       */
      minLength?: number;
      /**
       * Longest allowed password. Default 20.
       */
      maxLength?: number;
      /**
       * Digits-only passwords are allowed. Default false.
       */
      allowNumericOnly?: boolean;
    };
    /**
     * Referral-code field on the form. Default optional.
     */
    referralCodeField?: 'hidden' | 'optional' | 'required';
  };
  /**
   * SMS verification codes.
   */
  sms?: {
    /**
     * platform: POST /wps/verification/sms/noLogin; firebase: Firebase phone auth (needs auth.firebase).
     */
    provider: 'platform' | 'firebase';
    /**
     * Seconds before a code can be sent again. Default 60.
     */
    resendSeconds?: number;
    /**
     * Dialing codes offered, first is the default, e.g. ["+63"].
     *
     * @minItems 1
     */
    countryDialingCodes?: [string, ...string[]];
  };
  /**
   * Firebase web app config for phone auth.
   */
  firebase?: {
    /**
     * Firebase web API key.
     */
    apiKey: string;
    /**
     * A host name such as 'm.example.com', or a wildcard '*.example.com' that matches every sub-domain.
     */
    authDomain: string;
    /**
     * Firebase project id.
     */
    projectId: string;
    /**
     * Firebase web app id.
     */
    appId: string;
  };
  /**
   * LINE Login v2.1.
   */
  line?: {
    /**
     * LINE channel id (10 digits).
     */
    clientId: string;
  };
  /**
   * Telegram login.
   */
  telegram?: {
    /**
     * Telegram bot id (digits).
     */
    botId: string;
    /**
     * An https origin: 'https://' and a host name, an optional port, nothing after it, e.g. 'https://tg.example.com'.
     */
    authDomain: string;
  };
  /**
   * Maya wallet sign-in.
   */
  maya?: {
    /**
     * Offer Maya sign-in.
     */
    enabled: boolean;
    /**
     * Maya environment.
     */
    env: 'SANDBOX' | 'PRODUCTION';
  };
  /**
   * Google sign-in.
   */
  google?: {
    /**
     * OAuth client id ending in .apps.googleusercontent.com.
     */
    clientId: string;
  };
  /**
   * Facebook sign-in.
   */
  facebook?: {
    /**
     * Facebook app id (digits).
     */
    appId: string;
  };
  /**
   * Twitter sign-in.
   */
  twitter?: {
    /**
     * Twitter OAuth 2 client id.
     */
    clientId: string;
  };
}
/**
 * Web push through Firebase Cloud Messaging: the Firebase web app's settings and when members are asked.
 */
export interface TenantPush {
  /**
   * Ask members for notification permission and bind their token.
   */
  enabled: boolean;
  /**
   * 'fake' uses the built-in provider (demo and QA only). Default firebase.
   */
  provider?: 'firebase' | 'fake';
  /**
   * Web push public key (VAPID), base64url.
   */
  vapidKey?: string;
  /**
   * Firebase web app id.
   */
  appId?: string;
  /**
   * Firebase web API key.
   */
  apiKey?: string;
  /**
   * A host name such as 'm.example.com', or a wildcard '*.example.com' that matches every sub-domain.
   */
  authDomain?: string;
  /**
   * Firebase project id.
   */
  projectId?: string;
  /**
   * Firebase messaging sender id.
   */
  messagingSenderId?: string;
  /**
   * Seconds after start before the permission modal may show. Default 10.
   */
  promptDelaySeconds?: number;
}
/**
 * Ad-tracking ids. Each ad service loads only when its id is set.
 */
export interface TenantTracking {
  /**
   * Meta (Facebook) Pixel id.
   */
  facebookPixelId?: string;
  /**
   * AppsFlyer web (PBA) dev key, a uuid.
   */
  appsFlyerWebDevKey?: string;
  /**
   * TikTok pixel id.
   */
  tiktokPixelId?: string;
  /**
   * Google tag id (G-... or AW-...).
   */
  googleTagId?: string;
  /**
   * Send the performance report (fcp, lcp, fs, visit) after start. Default true.
   */
  performanceReport?: boolean;
}
/**
 * Game launch settings.
 */
export interface TenantGames {
  /**
   * Lottery launch call variant: SEA (gameCode, hasLobby) or VN (prizeMode, gameCode, hasLobby, labelName).
   */
  lotteryLaunchVariant: 'SEA' | 'VN';
  /**
   * Lottery area sent as lottoArea, e.g. 'SEA' or 'VN'.
   */
  lottoArea?: string;
  /**
   * Lottery view when the link names none. Default lobby.
   */
  defaultLottoView?: 'betting' | 'lobby';
  /**
   * Offer trial (free play) launches. Default true.
   */
  trialLaunch?: boolean;
  /**
   * Where a launched game opens: 'sameTab' (default) leaves the app for the game; 'newWindow' opens it in a new window and keeps the app, showing popup_blocked with a button to open it when the browser blocks the window.
   */
  openGameIn?: 'sameTab' | 'newWindow';
}
