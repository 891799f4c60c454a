import type { ApiClient } from '../types';
import type { CallOptions } from './options';

/** spec 7: the only topic the front end subscribes to. */
export const FCM_TOPIC_ALL = 'ALL';

export interface FcmBindRequest {
  registrationToken: string;
}

/** CSP_fcmBind (member only): ties the browser's push token to the member. */
export async function bindFcmToken(
  api: ApiClient,
  params: FcmBindRequest,
  options: CallOptions = {},
): Promise<boolean> {
  return api.relay<boolean>('CSP_fcmBind', params, options);
}

export interface FcmSubscribeRequest {
  registrationToken: string;
  topic: typeof FCM_TOPIC_ALL;
}

/** CSP_fcmSubscribe: subscribes the token to the topic ALL. */
export async function subscribeFcmTopic(
  api: ApiClient,
  registrationToken: string,
  options: CallOptions = {},
): Promise<boolean> {
  const params: FcmSubscribeRequest = { registrationToken, topic: FCM_TOPIC_ALL };
  return api.relay<boolean>('CSP_fcmSubscribe', params, options);
}

export interface FcmUnsubscribeRequest {
  registrationToken: string;
  /** Also drop the member binding, not only the topics. */
  unsubscribeAll: boolean;
}

/** CSP_fcmUnsubscribe. */
export async function unsubscribeFcm(
  api: ApiClient,
  params: FcmUnsubscribeRequest,
  options: CallOptions = {},
): Promise<boolean> {
  return api.relay<boolean>('CSP_fcmUnsubscribe', params, options);
}
