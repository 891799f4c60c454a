/**
 * Set on the page before Storybook starts by the visual comparison (scripts/lib/visualStories.ts):
 * its stories then call their demo API directly, as the portable-story tests do, instead of
 * through MSW's worker (its thread alone was a tenth of a story's processor time in a trace).
 * A story's own `demoApi.transport` still wins.
 */
export const DIRECT_DEMO_API_FLAG = '__storiesDirectDemoApi';
