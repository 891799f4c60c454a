/**
 * The framework floor of a tap (npm run bench -- --interactions): a bare React dialog opened by a
 * button and two tabs switching a short list, with the same React, MobX observer and react-intl
 * as the app, nothing else. What a tap costs on this stack before any of the product's work.
 */
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { StrictMode, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';

class TapStore {
  open = false;
  tab = 0;

  constructor() {
    makeAutoObservable(this);
  }

  setOpen(open: boolean): void {
    this.open = open;
  }

  setTab(tab: number): void {
    this.tab = tab;
  }
}

const store = new TapStore();

const messages = {
  'floor.open': 'Log in',
  'floor.title': 'Log in',
  'floor.item': 'Promotion {n}',
};

const Dialog = observer(function Dialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (store.open && dialog && !dialog.open) dialog.showModal();
    if (!store.open && dialog?.open) dialog.close();
  });
  return (
    <dialog ref={ref} aria-labelledby="floor-title" onClose={() => store.setOpen(false)}>
      <h2 id="floor-title">
        <FormattedMessage id="floor.title" />
      </h2>
      <label>
        Username <input name="username" />
      </label>
      <button type="button" onClick={() => store.setOpen(false)}>
        Close
      </button>
    </dialog>
  );
});

const Tabs = observer(function Tabs() {
  return (
    <section>
      <div role="tablist">
        {[0, 1].map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            className="floor-tab"
            aria-selected={store.tab === tab}
            onClick={() => store.setTab(tab)}
          >
            {tab === 0 ? 'All' : 'Sports'}
          </button>
        ))}
      </div>
      <ul>
        {Array.from({ length: 10 }, (_, i) => (
          <li key={`${store.tab}-${i}`}>
            <FormattedMessage id="floor.item" values={{ n: store.tab * 10 + i }} />
          </li>
        ))}
      </ul>
    </section>
  );
});

/**
 * `?moving`: the same page with one line of text moving across it, as the home's announcements
 * do (a CSS transform animation the compositor runs). A page whose compositor is animating has
 * its frames drawn in step with the display, so a tap's frame can wait for the next one; the
 * bench measures the floor both ways so that cost is seen apart from the app's own work.
 */
const moving = new URLSearchParams(location.search).has('moving');
if (moving) {
  const style = document.createElement('style');
  style.textContent = [
    '.floor-line { overflow: hidden; white-space: nowrap; }',
    '.floor-line span { display: inline-block; animation: floor-line 10s linear infinite; }',
    '@keyframes floor-line { from { transform: translateX(390px); } to { transform: translateX(-100%); } }',
  ].join('\n');
  document.head.append(style);
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <IntlProvider locale="en" defaultLocale="en" messages={messages}>
        {moving && (
          <p className="floor-line">
            <span>Announcement: the line moves across the page as the home's does.</span>
          </p>
        )}
        <button type="button" className="floor-open" onClick={() => store.setOpen(true)}>
          <FormattedMessage id="floor.open" />
        </button>
        <Dialog />
        <Tabs />
      </IntlProvider>
    </StrictMode>,
  );
}
