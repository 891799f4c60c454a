import { defineMessages } from 'react-intl';

export const authMessages = defineMessages({
  login: { id: 'nav.login', defaultMessage: 'Log in' },
  register: { id: 'nav.register', defaultMessage: 'Register' },
  changePassword: { id: 'page.changePassword', defaultMessage: 'Change password' },
  agentRegister: { id: 'page.agentRegister', defaultMessage: 'Agent registration' },
  logout: { id: 'nav.logout', defaultMessage: 'Log out' },
});
