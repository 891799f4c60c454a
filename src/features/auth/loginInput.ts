export type LoginMethod = 'username' | 'mobile' | 'sms';

/** What the member typed, as one value: the login form's submit. */
export interface LoginInput {
  method: LoginMethod;
  /** Username, or the mobile number for the mobile and sms methods. */
  username: string;
  password: string;
  countryDialingCode?: string;
  /** The sms code for the sms method. */
  smsCode?: string;
  remember: boolean;
}
