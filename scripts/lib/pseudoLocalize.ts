// The pseudo-localizer lives with the app, which also rewrites merchant texts with it at run time.
export * from '../../src/i18n/pseudoLocalize.ts';
