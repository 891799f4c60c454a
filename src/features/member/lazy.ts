/**
 * What only lazy chunks import (decision 0003), kept out of index.ts: the member's data (loaded
 * with the first session) and the language sync (the app's services chunk).
 */
export { MemberAccount } from './MemberAccount';
export { MemberLanguageSync } from './MemberLanguageSync';
