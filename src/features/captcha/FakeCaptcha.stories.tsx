import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { createIntl, FormattedMessage } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyRoot } from '../../../.storybook/storyRoot';
import type { Clock } from '../../platform/clock';
import type { FakeClock } from '../../testing/createFakeClock';
import { createFakeClock } from '../../testing/createFakeClock';
import { Button } from '../../ui/Button';
import { CaptchaError } from './CaptchaError';
import { CaptchaOverlay } from './CaptchaOverlay';
import { CaptchaStore } from './CaptchaStore';
import { fakeDialogMessages } from './fakeDialogMessages';
import { FAKE_TOO_FAST_MS } from './FakeChallenge';
import { captchaMessages } from './messages';

interface StoryCaptcha {
  captcha: CaptchaStore;
  /** The captcha's own clock: stories move it to get past (or not) the too-fast threshold. */
  clock: FakeClock | null;
}

/** One captcha per story root (a story renders more than once). */
const captchas = new WeakMap<ReturnType<typeof storyRoot>, StoryCaptcha>();

/**
 * The story root's captcha with the fake provider, whatever the tenant's provider: the tenant's
 * version (v3 or v4 tokens), language and risk check stay as in its file.
 */
function storyCaptcha(context: StoryContext): StoryCaptcha {
  const root = storyRoot(context);
  const known = captchas.get(root);
  if (known) return known;
  const clock: FakeClock | null =
    context.parameters.captchaClock === 'fake' ? createFakeClock() : null;
  const platform = { ...root.platform, clock: (clock ?? root.platform.clock) satisfies Clock };
  const captcha = new CaptchaStore({
    tenant: { ...root.tenant, captcha: { ...root.tenant.captcha, provider: 'fake' } },
    api: root.api,
    platform,
    language: () => root.locale.language,
  });
  const made = { captcha, clock };
  captchas.set(root, made);
  return made;
}

/** A page with one button that asks for the captcha, and what the solve answered. */
function CaptchaPlayground({ captcha }: { captcha: CaptchaStore }) {
  const [outcome, setOutcome] = useState<ReactNode>(null);
  const start = () => {
    setOutcome(null);
    captcha.solve('login').then(
      (result) => setOutcome(<pre data-testid="result">{JSON.stringify(result, null, 2)}</pre>),
      (error: unknown) =>
        setOutcome(
          error instanceof CaptchaError ? <FormattedMessage {...error.text} /> : String(error),
        ),
    );
  };
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={start}>
        <FormattedMessage {...fakeDialogMessages.title} />
      </Button>
      <div role="status" style={{ marginTop: 16, overflowWrap: 'anywhere' }}>
        {outcome}
      </div>
      <CaptchaOverlay store={captcha} />
    </div>
  );
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** 'fake': the captcha runs on a clock the story moves by hand. */
    captchaClock?: 'fake' | 'real';
  }
}

const meta = {
  title: 'Features/Captcha/FakeCaptcha',
  tags: ['every-tenant'],
  render: (_args, context) => <CaptchaPlayground captcha={storyCaptcha(context).captcha} />,
  parameters: { captchaClock: 'fake' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Texts in the story's language, English where it has no translation yet. */
function text(
  context: StoryContext,
  message: MessageDescriptor,
  values?: Record<string, string | number>,
) {
  const intl = createIntl({
    locale: 'en',
    messages: storyRoot(context).locale.messages ?? {},
    onError: () => undefined,
  });
  return intl.formatMessage(message, values);
}

async function open(context: StoryContext): Promise<HTMLElement> {
  const canvas = within(context.canvasElement);
  await userEvent.click(
    canvas.getByRole('button', { name: text(context, fakeDialogMessages.title) }),
  );
  return within(document.body).findByRole('dialog', {
    name: text(context, fakeDialogMessages.title),
  });
}

async function tap(context: StoryContext, dialog: HTMLElement, tile: number): Promise<void> {
  const name = text(context, fakeDialogMessages.tile, { number: tile });
  await userEvent.click(within(dialog).getByRole('button', { name }));
}

function advance(context: StoryContext, ms: number): void {
  storyCaptcha(context).clock?.advance(ms);
}

async function outcome(context: StoryContext): Promise<HTMLElement> {
  const status = within(context.canvasElement).getByRole('status');
  await waitFor(() => expect(status).not.toBeEmptyDOMElement());
  return status;
}

/** The challenge open, on the real clock: solve it by hand (tap, or Tab and Enter). */
export const Open: Story = {
  parameters: { captchaClock: 'real' },
  play: async (context) => {
    const dialog = await open(context);
    await expect(within(dialog).getAllByRole('button', { pressed: false })).toHaveLength(3);
  },
};

/** Two of three tiles tapped. */
export const Solving: Story = {
  play: async (context) => {
    const dialog = await open(context);
    await tap(context, dialog, 1);
    await tap(context, dialog, 2);
    await expect(dialog).toHaveTextContent(
      text(context, fakeDialogMessages.progress, { done: 2, total: 3 }),
    );
  },
};

/** Solved at a person's pace: the tokens the login payload gets (v3 or v4 by tenant). */
export const Solved: Story = {
  play: async (context) => {
    const dialog = await open(context);
    await tap(context, dialog, 1);
    await tap(context, dialog, 2);
    advance(context, FAKE_TOO_FAST_MS);
    await tap(context, dialog, 3);
    const status = await outcome(context);
    const { version = 'v4' } = storyRoot(context).tenant.captcha ?? {};
    await expect(status).toHaveTextContent(
      version === 'v3' ? 'geetestSeccode' : 'geetestValidateV4',
    );
  },
};

/** All three tapped at once (the story's clock does not move): refused as too fast. */
export const TooFast: Story = {
  play: async (context) => {
    const dialog = await open(context);
    for (const tile of [1, 2, 3]) await tap(context, dialog, tile);
    const status = await outcome(context);
    await expect(status).toHaveTextContent(text(context, captchaMessages.tooFast));
  },
};

/** Closed with Escape: verify_first. */
export const Closed: Story = {
  play: async (context) => {
    await open(context);
    await userEvent.keyboard('{Escape}');
    const status = await outcome(context);
    await expect(status).toHaveTextContent(text(context, captchaMessages.verifyFirst));
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
