import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

type None = NoMessageValues;

/** The arguments each message takes, so a missing or misspelt value fails the typecheck. */
type FakeDialogMessageValues = {
  title: None;
  instructions: { sequence: string };
  tile: { number: number };
  progress: { done: number; total: number };
  wrongOrder: None;
  close: None;
};

/** The fake captcha's dialog texts (loaded with the dialog, only by tenants that use the fake). */
export const fakeDialogMessages = defineMessages<FakeDialogMessageValues>({
  title: { id: 'captcha.title', defaultMessage: 'Security check' },
  instructions: {
    id: 'captcha.instructions',
    defaultMessage: 'Tap the tiles in order: {sequence}.',
  },
  tile: { id: 'captcha.tile', defaultMessage: 'Tile {number}' },
  progress: { id: 'captcha.progress', defaultMessage: '{done} of {total} tapped' },
  wrongOrder: {
    id: 'captcha.wrongOrder',
    defaultMessage: 'Wrong order. Start again from 1.',
  },
  close: { id: 'captcha.close', defaultMessage: 'Close' },
});
