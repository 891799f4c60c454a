/**
 * The soak's steps as page script: installed once in the member's page (one Runtime.evaluate),
 * it runs every round by itself, through the DOM as a member would (the app's links and buttons
 * found by their classes, Escape to close a dialog, the account sheet's language select, the
 * history's Back), waits after each step until the page has settled (the route's heading on
 * screen, the dialog open or closed, home back), and stops at the rounds the outside driver
 * samples until it is told to go on. Nothing here may refer to anything outside the function: it
 * is sent as its source text.
 */

/** One round's steps that did not happen, each with why. */
export interface SoakRoundRecord {
  round: number;
  skipped: [step: string, reason: string][];
}

export interface SoakDriverConfig {
  rounds: number;
  /** Rounds after which the driver stops until resume() (0 is the state before round 1). */
  pauses: number[];
  stepTimeoutMs: number;
  languageEvery: number;
  /** The home's route, where each step starts and ends. */
  homePath: string;
}

/** What `window.__soak.paused(round)` answers once the driver stands still after that round. */
export interface SoakPause {
  round: number;
  /** The rounds run since the previous pause; the page's list is emptied on each answer. */
  records: SoakRoundRecord[];
  /** Set when the loop itself broke (not a step: those are skipped and recorded). */
  error: string | null;
}

/** The step names, in the order each round runs them (the same as the Playwright soak's). */
export const SOAK_STEPS = [
  'lane page',
  'promotion activity',
  'menu entry',
  'account sheet',
  'customer service',
  'update check',
  'language change',
] as const;

/** Skipped steps per name over the records, every step named even at 0. */
export function tallySkipped(
  records: readonly SoakRoundRecord[],
  steps: readonly string[] = SOAK_STEPS,
): Record<string, number> {
  const tally: Record<string, number> = Object.fromEntries(steps.map((name) => [name, 0]));
  for (const { skipped } of records) {
    for (const [step] of skipped) tally[step] = (tally[step] ?? 0) + 1;
  }
  return tally;
}

/** The rounds the driver stops at: 0, every K-th, the last, and the snapshot rounds. */
export function pauseRounds(
  rounds: number,
  every: number,
  extra: readonly number[] = [],
): number[] {
  const set = new Set<number>([0, rounds, ...extra.filter((r) => r >= 0 && r <= rounds)]);
  for (let round = every; round <= rounds; round += every) set.add(round);
  return [...set].sort((a, b) => a - b);
}

/** Runs in the page. Returns at once; the loop goes on in the page's own tasks. */
export function installSoakDriver(config: SoakDriverConfig): void {
  const { rounds, pauses, stepTimeoutMs, languageEvery, homePath } = config;
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  async function until(what: string, test: () => boolean, ms = stepTimeoutMs): Promise<void> {
    const end = performance.now() + ms;
    while (!test()) {
      if (performance.now() > end) throw new Error(`not settled in ${ms} ms: ${what}`);
      await sleep(50);
    }
  }

  const shown = (element: Element | null | undefined): element is HTMLElement =>
    element instanceof HTMLElement &&
    (typeof element.checkVisibility !== 'function' || element.checkVisibility());
  const openDialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');
  const onHome = () =>
    location.pathname === homePath && shown(document.getElementById('home-title'));
  const routeShown = () => shown(document.getElementById('page-title'));

  /** Escape on what has focus in the dialog (the app's Modal dismisses on its keydown). */
  function pressEscape(): void {
    const dialog = openDialog();
    const active = document.activeElement;
    const target = dialog && active && dialog.contains(active) ? active : (dialog ?? document.body);
    const init = { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true };
    target.dispatchEvent(new KeyboardEvent('keydown', init));
    target.dispatchEvent(new KeyboardEvent('keyup', init));
  }

  async function closeDialog(): Promise<void> {
    pressEscape();
    await until('the dialog closed', () => openDialog() === null);
  }

  async function backHome(): Promise<void> {
    history.back();
    await until('home again after Back', onHome);
  }

  /** Follows the nth link the selector finds, waits for its page, then Back to home. */
  async function roundTrip(selector: string, nth: number): Promise<boolean> {
    const links = document.querySelectorAll<HTMLAnchorElement>(selector);
    if (links.length === 0) return false;
    const before = location.href;
    links[nth % links.length]!.click();
    await until(`${selector}: its page`, () => location.href !== before && routeShown());
    await backHome();
    return true;
  }

  async function openAndClose(opener: Element | null): Promise<boolean> {
    if (!(opener instanceof HTMLElement)) return false;
    opener.click();
    await until('the dialog open', () => shown(openDialog()));
    await closeDialog();
    return true;
  }

  /** The menu's next entry: a page (then Back) or a dialog (then closed). */
  async function menuEntry(round: number): Promise<boolean> {
    const entries = document.querySelectorAll<HTMLButtonElement>('nav button.menu-entry');
    if (entries.length === 0) return false;
    const before = location.href;
    entries[round % entries.length]!.click();
    // An entry may do neither (the old soak waited 500 ms and went on): that still counts.
    await until(
      'the entry answered',
      () => location.href !== before || openDialog() !== null,
      500,
    ).catch(() => undefined);
    if (location.href !== before) {
      await until('the entry page', routeShown);
      await backHome();
    } else if (openDialog()) {
      await closeDialog();
    }
    return true;
  }

  const accountButton = () => document.querySelector('header .app-header-account');

  /** To the next of the tenant's languages and back, in the account sheet's select. */
  async function languageChange(round: number): Promise<boolean> {
    if (round % languageEvery !== 0) return true;
    const opener = accountButton();
    if (!(opener instanceof HTMLElement)) return false;
    opener.click();
    await until('the account sheet with its select', () =>
      shown(openDialog()?.querySelector('select')),
    );
    const select = openDialog()!.querySelector('select')!;
    const current = select.value;
    const others = Array.from(select.options, (o) => o.value).filter((v) => v !== current);
    const other = others[(round / languageEvery - 1) % Math.max(1, others.length)];
    if (other === undefined) {
      await closeDialog();
      return false;
    }
    const choose = async (value: string) => {
      const lang = document.documentElement.lang;
      const live = openDialog()?.querySelector('select') ?? select;
      // The value as the select's own setter sets it, then the event a member's choice fires.
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(live, value);
      live.dispatchEvent(new Event('input', { bubbles: true }));
      live.dispatchEvent(new Event('change', { bubbles: true }));
      await until('the page in the new language', () => document.documentElement.lang !== lang);
      await sleep(300);
    };
    await choose(other);
    await choose(current);
    if (openDialog()) await closeDialog();
    return true;
  }

  const steps: [string, (round: number) => Promise<boolean>][] = [
    ['lane page', (round) => roundTrip('a.game-lane-more', round)],
    ['promotion activity', (round) => roundTrip('a.promo-card', round)],
    ['menu entry', menuEntry],
    ['account sheet', () => openAndClose(accountButton())],
    [
      'customer service',
      () => openAndClose(document.querySelector('[data-testid="customer-service-button"]')),
    ],
    [
      'update check',
      async () => {
        // spec 9: the hash check runs each time the page comes back on screen.
        document.dispatchEvent(new Event('visibilitychange'));
        await sleep(100);
        return true;
      },
    ],
    ['language change', languageChange],
  ];

  /** After a step that did not happen: dialogs closed, back on home, for the next step. */
  async function recover(): Promise<void> {
    for (let i = 0; i < 3 && openDialog(); i++) {
      pressEscape();
      await sleep(300);
    }
    if (location.pathname !== homePath) history.back();
    await until('home after a skipped step', onHome).catch(() => undefined);
  }

  let records: SoakRoundRecord[] = [];
  let error: string | null = null;
  let standing = -1;
  let resume: (() => void) | null = null;
  const waiting = new Map<number, (pause: SoakPause) => void>();

  function answer(round: number): void {
    const reply = waiting.get(round);
    if (!reply) return;
    waiting.delete(round);
    const pause: SoakPause = { round, records, error };
    records = [];
    reply(pause);
  }

  async function pauseAfter(round: number): Promise<void> {
    if (!pauses.includes(round)) return;
    // A closed dialog's fading copy (Modal's fadeOut, 250 ms) is gone before the outside counts.
    await until('the fade-out over', () => !document.querySelector('.modal-closing'), 2_000).catch(
      () => undefined,
    );
    standing = round;
    const going = new Promise<void>((resolve) => (resume = resolve));
    answer(round);
    await going;
    standing = -1;
  }

  async function loop(): Promise<void> {
    await until('home', onHome, 30_000);
    await sleep(2_000);
    // A dialog the page opened by itself (the app offer) is closed first, as a member would.
    for (let i = 0; i < 3 && openDialog(); i++) {
      pressEscape();
      await sleep(300);
    }
    await pauseAfter(0);
    for (let round = 1; round <= rounds; round++) {
      const skipped: [string, string][] = [];
      for (const [name, step] of steps) {
        let done = false;
        let why = 'not on the page';
        try {
          done = await step(round);
        } catch (thrown) {
          why = thrown instanceof Error ? thrown.message : String(thrown);
        }
        if (!done) {
          skipped.push([name, why]);
          await recover();
        }
      }
      records.push({ round, skipped });
      await pauseAfter(round);
    }
  }

  const soak = {
    /** Resolves once the driver stands still after `round` (at once if it already does). */
    paused(round: number): Promise<SoakPause> {
      return new Promise<SoakPause>((resolve) => {
        waiting.set(round, resolve);
        if (standing === round || error !== null) {
          waiting.delete(round);
          const pause: SoakPause = { round: standing, records, error };
          records = [];
          resolve(pause);
        }
      });
    },
    resume(): void {
      const go = resume;
      resume = null;
      go?.();
    },
  };
  (window as unknown as { __soak: typeof soak }).__soak = soak;
  loop().catch((thrown: unknown) => {
    error = thrown instanceof Error ? thrown.message : String(thrown);
    for (const round of [...waiting.keys()]) answer(round);
  });
}

/**
 * The driver's source for Runtime.evaluate. esbuild (tsx) may wrap named functions in a
 * `__name(...)` helper that the page does not have; it is defined as a no-op first.
 */
export function soakDriverSource(config: SoakDriverConfig): string {
  return `(() => { var __name = (f) => f; (${installSoakDriver.toString()})(${JSON.stringify(config)}); })()`;
}
