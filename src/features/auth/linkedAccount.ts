/** What a login carries to bind a social account (spec 3, Login request). */
export interface LinkedAccount {
  lineSessionToken?: string;
  telegramAuth?: string;
}
