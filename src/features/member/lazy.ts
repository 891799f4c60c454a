/** What only the app's lazy services chunk imports (decision 0003): kept out of index.ts. */
export { MemberLanguageSync } from './MemberLanguageSync';
