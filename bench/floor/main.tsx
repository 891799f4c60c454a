/**
 * The framework floor: the least a page on this stack ships before its first screen. React,
 * react-dom/client, React Router (BrowserRouter, two routes), MobX with an observer reading an
 * observable, react-intl (IntlProvider, FormattedMessage). `npm run bench` builds it with the
 * project's Vite config and compares the product's initial JS to it (docs/bench.md).
 */
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

class CounterStore {
  count = 0;

  constructor() {
    makeAutoObservable(this);
  }

  increment(): void {
    this.count += 1;
  }
}

const store = new CounterStore();

const messages = {
  'floor.home': 'Home: {count, plural, one {# tap} other {# taps}}',
  'floor.login': 'Log in',
};

const Home = observer(function Home() {
  return (
    <button type="button" onClick={() => store.increment()}>
      <FormattedMessage id="floor.home" values={{ count: store.count }} />
    </button>
  );
});

function Login() {
  return (
    <p>
      <FormattedMessage id="floor.login" />
    </p>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <IntlProvider locale="en" defaultLocale="en" messages={messages}>
        <BrowserRouter basename="/m">
          <nav>
            <Link to="/home">home</Link> <Link to="/login">login</Link>
          </nav>
          <Routes>
            <Route path="/home" element={<Home />} />
            <Route path="/login" element={<Login />} />
          </Routes>
        </BrowserRouter>
      </IntlProvider>
    </StrictMode>,
  );
}
