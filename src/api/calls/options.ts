import type { CommonOptions } from '../types';

/** What a caller may add to any call here: cancel it, show the error itself, or send it before the first paint. */
export type CallOptions = Pick<CommonOptions, 'alert' | 'signal' | 'firstScreen'>;
