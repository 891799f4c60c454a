/**
 * What stories and lazy chunks of other features import (decision 0003): the notice host is the
 * notices' overlay, downloaded after the first paint (decision 0013), kept out of index.ts.
 */
export { NoticeHost } from './NoticeHost';
