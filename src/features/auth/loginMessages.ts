import { defineMessages } from 'react-intl';

type Limits = { min: number; max: number };

/** The arguments of the messages that take some, so a missing value fails the typecheck. */
type ArgValues = {
  resendIn: { seconds: number };
  codeSent: { mobile: string };
  passwordRules: Limits & { numericOnly: string };
  problemOldRequired: Limits;
  problemTooShort: Limits;
  problemTooLong: Limits;
  problemNumericOnly: Limits;
  problemSameAsOld: Limits;
  problemMismatch: Limits;
};

/** The sign-in screens' texts (login form, second factor, password change, agent page). */
export const loginMessages = defineMessages({
  methods: { id: 'auth.login.methods', defaultMessage: 'Log in with' },
  methodUsername: { id: 'auth.login.method.username', defaultMessage: 'Username' },
  methodMobile: { id: 'auth.login.method.mobile', defaultMessage: 'Mobile' },
  methodSms: { id: 'auth.login.method.sms', defaultMessage: 'SMS code' },
  username: { id: 'auth.login.username', defaultMessage: 'Username' },
  mobile: { id: 'auth.login.mobile', defaultMessage: 'Mobile number' },
  dialingCode: { id: 'auth.login.dialingCode', defaultMessage: 'Country code' },
  password: { id: 'auth.login.password', defaultMessage: 'Password' },
  showPassword: { id: 'auth.login.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'auth.login.hidePassword', defaultMessage: 'Hide password' },
  smsCode: { id: 'auth.login.smsCode', defaultMessage: 'Verification code' },
  sendCode: { id: 'auth.login.sendCode', defaultMessage: 'Send code' },
  sendingCode: { id: 'auth.login.sendingCode', defaultMessage: 'Sending…' },
  remember: { id: 'auth.login.remember', defaultMessage: 'Remember me' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Log in' },
  submitting: { id: 'auth.login.submitting', defaultMessage: 'Logging in…' },
  noAccount: { id: 'auth.login.noAccount', defaultMessage: 'No account yet?' },
  register: { id: 'auth.login.register', defaultMessage: 'Register now' },
  close: { id: 'auth.dialog.close', defaultMessage: 'Close' },
  captchaFailed: {
    id: 'auth.error.captcha',
    defaultMessage: 'Please complete the verification, then try again.',
  },
  mobileRequired: {
    id: 'auth.error.mobileRequired',
    defaultMessage: 'Enter your mobile number first.',
  },
  invalid: { id: 'auth.error.invalid', defaultMessage: 'Please check the fields marked above.' },
  secondFactorTitle: { id: 'auth.secondFactor.title', defaultMessage: 'Verify it is you' },
  secondFactorIntro: {
    id: 'auth.secondFactor.intro',
    defaultMessage: 'Choose how to receive your verification code, then enter it.',
  },
  secondFactorOptions: { id: 'auth.secondFactor.options', defaultMessage: 'Verify with' },
  optionEmail: { id: 'auth.secondFactor.option.email', defaultMessage: 'Email' },
  optionGa: { id: 'auth.secondFactor.option.ga', defaultMessage: 'Authenticator app' },
  optionSms: { id: 'auth.secondFactor.option.sms', defaultMessage: 'SMS' },
  secondFactorCode: { id: 'auth.secondFactor.code', defaultMessage: 'Verification code' },
  verify: { id: 'auth.secondFactor.verify', defaultMessage: 'Verify' },
  cancel: { id: 'auth.secondFactor.cancel', defaultMessage: 'Cancel' },
  changePasswordIntro: {
    id: 'auth.changePassword.intro',
    defaultMessage: 'For your security, choose a new password before you continue.',
  },
  oldPassword: { id: 'auth.changePassword.old', defaultMessage: 'Current password' },
  newPassword: { id: 'auth.changePassword.new', defaultMessage: 'New password' },
  confirmPassword: { id: 'auth.changePassword.confirm', defaultMessage: 'Confirm new password' },
  changePasswordSubmit: { id: 'auth.changePassword.submit', defaultMessage: 'Save password' },
  agentIntro: {
    id: 'auth.agent.intro',
    defaultMessage:
      'As an agent you invite players with your own link and earn a share of what they play. Your agent account is the one you are signed in with.',
  },
  agentSteps: {
    id: 'auth.agent.steps',
    defaultMessage: 'Share your invite link, follow your players, and see your commission.',
  },
  agentInvite: { id: 'auth.agent.invite', defaultMessage: 'Open my invite link' },
});

/** Sign-in texts that take arguments. */
export const loginArgMessages = defineMessages<ArgValues>({
  resendIn: {
    id: 'auth.login.resendIn',
    defaultMessage: 'Resend in {seconds, plural, one {# second} other {# seconds}}',
  },
  codeSent: {
    id: 'auth.login.codeSent',
    defaultMessage: 'We sent a code to {mobile}.',
  },
  passwordRules: {
    id: 'auth.changePassword.rules',
    defaultMessage:
      '{min} to {max} characters{numericOnly, select, true {} other {, not only digits}}.',
  },
  problemOldRequired: {
    id: 'auth.changePassword.problem.oldRequired',
    defaultMessage: 'Enter your current password.',
  },
  problemTooShort: {
    id: 'auth.changePassword.problem.tooShort',
    defaultMessage: 'Use at least {min} characters.',
  },
  problemTooLong: {
    id: 'auth.changePassword.problem.tooLong',
    defaultMessage: 'Use at most {max} characters.',
  },
  problemNumericOnly: {
    id: 'auth.changePassword.problem.numericOnly',
    defaultMessage: 'Use letters or symbols too, not only digits.',
  },
  problemSameAsOld: {
    id: 'auth.changePassword.problem.sameAsOld',
    defaultMessage: 'Choose a password different from the current one.',
  },
  problemMismatch: {
    id: 'auth.changePassword.problem.mismatch',
    defaultMessage: 'The two new passwords do not match.',
  },
});
