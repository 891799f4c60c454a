import { lazy } from 'react';
import { defineFeature } from '../module';
import type { AuthStore } from './AuthStore';
import type { RegisterStore } from './RegisterStore';
import type { SessionStore } from './SessionStore';

export { SessionStore, SESSION_KEY } from './SessionStore';
export { AuthStore } from './AuthStore';
export type { AuthDialog, LoginForm, LoginMethod, LoginState } from './AuthStore';
export { RegisterStore } from './RegisterStore';
export type { Role, SessionInfo } from './SessionStore';
export { authMessages } from './messages';

declare module '../module' {
  interface Stores {
    session: SessionStore;
    auth: AuthStore;
    register: RegisterStore;
  }
}

const pages = () => import('./pages');

export const authFeature = defineFeature({
  name: 'auth',
  routes: [
    {
      path: '/login',
      access: 'public',
      page: lazy(() => pages().then((m) => ({ default: m.LoginPage }))),
    },
    {
      path: '/register',
      access: 'public',
      page: lazy(() => pages().then((m) => ({ default: m.RegisterPage }))),
    },
    {
      path: '/register.html',
      access: 'public',
      page: lazy(() => pages().then((m) => ({ default: m.RegisterPage }))),
    },
    {
      path: '/changePsw',
      access: 'member',
      page: lazy(() => pages().then((m) => ({ default: m.ChangePasswordPage }))),
    },
    {
      path: '/agentRegister',
      access: 'member',
      page: lazy(() => pages().then((m) => ({ default: m.AgentRegisterPage }))),
    },
  ],
});
