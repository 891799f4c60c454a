import type { CommonOptions } from '../types';

/** What a caller may add to any call here: cancel it, or show the error itself. */
export type CallOptions = Pick<CommonOptions, 'alert' | 'signal'>;
