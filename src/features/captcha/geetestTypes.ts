/**
 * GeeTest's browser globals, typed only as far as the adapters use them (INTEGRATIONS.md 3).
 * Anything not listed there is left out on purpose.
 */

/** gt.js (v3) config: gt and challenge come from GET /wps/captcha/geetest. */
export interface GeetestV3Config {
  gt: string;
  challenge: string;
  /** True when our server found GeeTest down (register success 0). */
  offline: boolean;
  new_captcha: boolean;
  product: 'float' | 'popup' | 'custom' | 'bind';
  lang: string;
  https?: boolean;
  timeout?: number;
}

export interface GeetestV3Validate {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

/** The object gt.js hands the init callback. Handlers are registered by calling them. */
export interface GeetestV3Captcha {
  verify(): void;
  /** Falsy until the user has finished. */
  getValidate(): GeetestV3Validate | false | null | undefined;
  reset(): void;
  destroy(): void;
  onReady(handler: () => void): unknown;
  onSuccess(handler: () => void): unknown;
  onError(handler: (error?: unknown) => void): unknown;
  onClose(handler: () => void): unknown;
}

export type InitGeetest = (
  config: GeetestV3Config,
  callback: (captcha: GeetestV3Captcha) => void,
) => void;

/** gt4.js (v4) config: only captchaId is required. */
export interface GeetestV4Config {
  captchaId: string;
  product: 'float' | 'popup' | 'bind';
  language: string;
  /** Per-request timeout, ms (vendor default 30000). */
  timeout?: number;
}

export interface GeetestV4Validate {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

export interface GeetestV4Captcha {
  showCaptcha(): void;
  getValidate(): GeetestV4Validate | false | null | undefined;
  reset(): void;
  destroy(): void;
  onReady(handler: () => void): unknown;
  onSuccess(handler: () => void): unknown;
  onFail(handler: (error?: unknown) => void): unknown;
  /** The payload's shape is not confirmed (INTEGRATIONS.md 3); only its presence is used. */
  onError(handler: (error?: unknown) => void): unknown;
  onClose(handler: () => void): unknown;
}

export type InitGeetest4 = (
  config: GeetestV4Config,
  callback: (captcha: GeetestV4Captcha) => void,
) => void;

/** The risk SDK's config: only appId is required. */
export interface GeelabGuardConfig {
  appId: string;
  /** Per-request timeout, ms. */
  networkTimeout?: number;
}

/**
 * The risk SDK's callback answer: a token on success, a code and message on error. The token's
 * key differs between builds (respondedGeeToken, geeToken, gee_token); the adapter takes the
 * first present.
 */
export type GeelabGuardAnswer =
  | {
      status: 'success';
      data: { respondedGeeToken?: string; geeToken?: string; gee_token?: string };
    }
  | { status: 'error'; data: { code: number | string; msg: string } };

export type InitGeelabGuard = (
  config: GeelabGuardConfig,
  callback: (answer: GeelabGuardAnswer) => void,
) => void;
