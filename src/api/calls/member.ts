import type { ApiClient, GetOptions } from '../types';
import type { CallOptions } from './options';

/** A member read may be refreshed past the caches (spec 2: home refreshes inbox and deposit). */
export type MemberReadOptions = CallOptions & Pick<GetOptions, 'flush'>;

/**
 * Member calls for a logged-in member (spec 7): member info, language, password, and the reads
 * spec 7 lists without paths (chat auth key, deposit settings, bank card, unread inbox), whose
 * paths are chosen here and documented in docs/api-calls-session.md.
 */
export const MEMBER_PATHS = {
  info: '/wps/member/info',
  language: '/wps/member/language',
  password: '/wps/member/password',
  chatAuthKey: '/wps/member/chat/authKey',
  depositSettings: '/wps/member/deposit/settings',
  bankCard: '/wps/member/bankcard',
  unreadInbox: '/wps/member/inbox/unread',
} as const;

export const MEMBER_ERRORS = {
  /** Missing, unknown or expired session: the client logs out (spec 8). */
  tokenInvalid: 'user.or.token.invalid',
  oldPassword: 'member.password.old.err',
  passwordInvalid: 'member.password.invalid',
  languageInvalid: 'member.language.invalid',
} as const;

/** spec 3, Member info clubLabel; type AUTO means the VIP benefit is shown. */
export interface ClubLabel {
  labelName: string;
  labelId: number;
  type: string;
  rankLevel: number;
}

/** spec 3, Member info. */
export interface MemberInfo {
  id: number;
  account: string;
  /** Customer type: 1 or 2 is an agent, 4 does not sync its language. */
  type: number;
  language: string;
  clubLabel: ClubLabel | null;
}

export interface MemberLanguageRequest {
  language: string;
  merchantCode: string;
}

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}

export interface DepositChannel {
  code: string;
  name: string;
  minAmount: number;
  maxAmount: number;
}

/** Deposit settings; spec 7 shows no shape, spec 3 names totalDepositSuccessCount. */
export interface DepositSettings {
  currency: string;
  currencySymbol: string;
  minAmount: number;
  maxAmount: number;
  totalDepositSuccessCount: number;
  /**
   * The amount of the member's first successful deposit, once there is one (the first-deposit
   * tracking event's revenue, spec 3 and 4). The spec shows no shape for deposit settings: the
   * name is chosen here (docs/tracking.md); absent or null, the event says 0.
   */
  firstDepositAmount?: number | null;
  channels: DepositChannel[];
}

export interface BankCard {
  id: number;
  bankName: string;
  accountName: string;
  /** Masked: only the last four digits are shown. */
  accountNumber: string;
}

export interface UnreadInbox {
  count: number;
}

/** spec 6: type 4 members do not sync their language to the server. */
export function syncsLanguage(customerType: number | null | undefined): boolean {
  return customerType !== 4;
}

export function getMemberInfo(
  api: ApiClient,
  options: MemberReadOptions = {},
): Promise<MemberInfo> {
  // Session-scoped: kept in memory for the session, dropped on logout.
  return api.get<MemberInfo>(MEMBER_PATHS.info, { ...options, sessionCache: true });
}

/** POST /wps/member/language; the Merchant header comes from the client, the body repeats it. */
export function updateMemberLanguage(
  api: ApiClient,
  request: MemberLanguageRequest,
  options: CallOptions = {},
): Promise<{ language: string }> {
  return api.post<{ language: string }>(MEMBER_PATHS.language, request, options);
}

/** Encrypted: both passwords travel in the body. Answers null; the session stays open. */
export function changePassword(
  api: ApiClient,
  request: ChangePasswordRequest,
  options: CallOptions = {},
): Promise<null> {
  return api.post<null>(MEMBER_PATHS.password, request, { ...options, encrypt: true });
}

/** The key the chat widget receives with the customer name (spec 4, auth token change). */
export function getChatAuthKey(api: ApiClient, options: MemberReadOptions = {}): Promise<string> {
  return api.get<string>(MEMBER_PATHS.chatAuthKey, options);
}

export function getDepositSettings(
  api: ApiClient,
  options: MemberReadOptions = {},
): Promise<DepositSettings> {
  return api.get<DepositSettings>(MEMBER_PATHS.depositSettings, options);
}

/** The member's bound bank cards; empty when none is bound. */
export function getBankCards(api: ApiClient, options: MemberReadOptions = {}): Promise<BankCard[]> {
  return api.get<BankCard[]>(MEMBER_PATHS.bankCard, options);
}

export function getUnreadInbox(
  api: ApiClient,
  options: MemberReadOptions = {},
): Promise<UnreadInbox> {
  return api.get<UnreadInbox>(MEMBER_PATHS.unreadInbox, options);
}
