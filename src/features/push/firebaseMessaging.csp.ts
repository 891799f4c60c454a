import type { ProviderCsp } from '../../config/providerCsp.ts';

/**
 * Firebase Cloud Messaging (INTEGRATIONS.md 4b): the SDK is bundled into the app and the worker;
 * it registers the installation and the token with Google's APIs.
 */
export const firebaseMessagingCsp: ProviderCsp = {
  id: 'firebase-messaging',
  uses: (tenant) =>
    tenant.push?.enabled === true && (tenant.push.provider ?? 'firebase') === 'firebase',
  hosts: {
    connect: [
      'https://firebaseinstallations.googleapis.com',
      'https://fcmregistrations.googleapis.com',
      'https://fcm.googleapis.com',
    ],
  },
};
