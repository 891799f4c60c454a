import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/**
 * Plugins of vite.config.ts that only make sense on the dev and preview servers: the PWA build
 * (its precache limit fails on Storybook's manager bundle), the demo API middleware (Storybook
 * reaches the demo API through MSW), the tenants middleware (stories import tenants/ directly)
 * and the .br and .gz files nginx serves (storybook-static is never behind it), and the first
 * screen's fold of rolldown's helpers into the framework's file (decision 0014). Stories read a
 * message's English from its descriptor, so the product build's stripping of it stays out too.
 */
const APP_ONLY = [
  /^vite-plugin-pwa/,
  /^demo-api$/,
  /^mobile-web:demo-api$/,
  /^mobile-web:tenants$/,
  /^mobile-web:compress$/,
  /^mobile-web:fold-runtime$/,
  /^mobile-web:strip-default-messages$/,
];

function keep(option: PluginOption): PluginOption {
  if (Array.isArray(option)) return option.map(keep);
  if (!option || option instanceof Promise || !('name' in option)) return option;
  return APP_ONLY.some((name) => name.test(option.name)) ? false : option;
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  staticDirs: [
    // Tenant files name brand assets as /m/brand/<code>/..., as the app serves them.
    { from: '../public', to: '/m' },
    // The MSW worker script: Storybook only, never in the product's public/.
    './public',
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (vite) => ({
    ...vite,
    plugins: (vite.plugins ?? []).map(keep),
    // public/ is served under /m by staticDirs above; Vite's own copy at / would duplicate it.
    publicDir: false,
  }),
};

export default config;
