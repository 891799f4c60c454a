import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useLazyStore, useStores } from '../../module';
import { useAfterFirstPaint } from '../../module/lazy';
import { providersOf } from './providers';
import type { SocialStore } from './SocialStore';

const LazySocialButtons = lazy(() =>
  import('./SocialButtons').then((m) => ({ default: m.SocialButtons })),
);

/**
 * The buttons' own boxes (their classes, in the app's one stylesheet), empty and unseen, until
 * their code is in: the heading's line and each button's height are the real ones in every
 * script, so nothing below moves when the buttons come.
 */
function HeldButtons({ count }: { count: number }) {
  return (
    <div className="social-buttons" style={{ visibility: 'hidden' }} aria-hidden="true">
      <p className="social-buttons-heading">{'\u00a0'}</p>
      <ul className="social-buttons-list">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <span className="social-button" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The buttons once social sign-in's store and the buttons' code are there. */
function LoadedButtons({ store }: { store?: SocialStore }) {
  const { socialStore } = useStores();
  const loaded = useLazyStore(socialStore);
  return <LazySocialButtons store={store ?? loaded} />;
}

/**
 * SocialButtons for the login and register forms, downloaded with its store and styles on first
 * show (none of it is in the initial bundle), with its height kept while it loads. On the first
 * screen the download starts once that screen is painted (decision 0012): the buttons are not
 * its largest paint, and their code would share the link with the code that paints it.
 */
export const SocialButtons = observer(function SocialButtons({ store }: { store?: SocialStore }) {
  const { tenant } = useStores();
  const painted = useAfterFirstPaint();
  const count = providersOf(tenant).length;
  if (count === 0) return null;
  const held = <HeldButtons count={count} />;
  return <Suspense fallback={held}>{painted ? <LoadedButtons store={store} /> : held}</Suspense>;
});
