import { defineMessages } from 'react-intl';

/** The registration form's texts (dialog and /m/register page). */
export const registerMessages = defineMessages({
  title: { id: 'register.title', defaultMessage: 'Create your account' },
  intro: {
    id: 'register.intro',
    defaultMessage: 'It takes a minute. You are signed in as soon as you are done.',
  },
  username: { id: 'register.username', defaultMessage: 'Username' },
  usernameAuto: {
    id: 'register.username.auto',
    defaultMessage: 'Leave it empty and we pick one for you.',
  },
  mobile: { id: 'register.mobile', defaultMessage: 'Mobile number' },
  dialingCode: { id: 'register.dialingCode', defaultMessage: 'Country code' },
  smsCode: { id: 'register.smsCode', defaultMessage: 'Verification code' },
  sendCode: { id: 'register.sendCode', defaultMessage: 'Send code' },
  sendingCode: { id: 'register.sendingCode', defaultMessage: 'Sending…' },
  codeNotSent: {
    id: 'register.codeNotSent',
    defaultMessage: 'The code could not be sent. Please try again.',
  },
  password: { id: 'register.password', defaultMessage: 'Password' },
  confirmPassword: { id: 'register.confirmPassword', defaultMessage: 'Confirm password' },
  referralCode: { id: 'register.referralCode', defaultMessage: 'Referral code' },
  optional: { id: 'register.optional', defaultMessage: '(optional)' },
  submit: { id: 'register.submit', defaultMessage: 'Register' },
  submitting: { id: 'register.submitting', defaultMessage: 'Registering…' },
  haveAccount: { id: 'register.haveAccount', defaultMessage: 'Already have an account?' },
  login: { id: 'register.login', defaultMessage: 'Log in' },
  close: { id: 'register.close', defaultMessage: 'Close' },
  failed: {
    id: 'register.error.failed',
    defaultMessage: 'Registration did not go through. Please try again.',
  },
  codeRefused: {
    id: 'register.error.codeRefused',
    defaultMessage: 'The code is wrong or has expired. Check it, or send a new one.',
  },
  required: { id: 'register.error.required', defaultMessage: 'Please fill this in.' },
  mobileInvalid: {
    id: 'register.error.mobileInvalid',
    defaultMessage: 'Enter a valid mobile number.',
  },
  numericOnly: {
    id: 'register.error.numericOnly',
    defaultMessage: 'Add a letter or a symbol: digits alone are not allowed.',
  },
  mismatch: { id: 'register.error.mismatch', defaultMessage: 'The two passwords do not match.' },
  doneTitle: { id: 'register.done.title', defaultMessage: 'Your account is ready' },
  doneContinue: { id: 'register.done.continue', defaultMessage: 'Continue' },
});

type Limits = { min: number; max: number };

/** The arguments of the messages that take some, so a missing value fails the typecheck. */
type ArgValues = {
  resendIn: { seconds: number };
  codeSent: { mobile: string };
  passwordRules: Limits;
  passwordRulesLetters: Limits;
  tooShort: Limits;
  tooLong: Limits;
  doneSignedIn: { userName: string };
  doneLoginNext: { userName: string };
};

/** Registration texts that take arguments. */
export const registerArgMessages = defineMessages<ArgValues>({
  resendIn: { id: 'register.resendIn', defaultMessage: 'Resend in {seconds} s' },
  codeSent: { id: 'register.codeSent', defaultMessage: 'We sent a code to {mobile}.' },
  passwordRules: {
    id: 'register.password.rules',
    defaultMessage: '{min} to {max} characters.',
  },
  passwordRulesLetters: {
    id: 'register.password.rulesLetters',
    defaultMessage: '{min} to {max} characters, not only digits.',
  },
  tooShort: { id: 'register.error.tooShort', defaultMessage: 'Use at least {min} characters.' },
  tooLong: { id: 'register.error.tooLong', defaultMessage: 'Use at most {max} characters.' },
  doneSignedIn: {
    id: 'register.done.signedIn',
    defaultMessage: 'Welcome, {userName}. You are signed in.',
  },
  doneLoginNext: {
    id: 'register.done.loginNext',
    defaultMessage: 'Your user name is {userName}. Log in to start.',
  },
});
