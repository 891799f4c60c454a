import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useLazyStore, useStores } from '../../module';
import { providersOf } from './providers';
import type { SocialStore } from './SocialStore';

const LazySocialButtons = lazy(() =>
  import('./SocialButtons').then((m) => ({ default: m.SocialButtons })),
);

/** Height of one button row and the heading, so the form does not jump when they load. */
const ROW_PX = 52;

/** The buttons once social sign-in's store and the buttons' code are there. */
function LoadedButtons({ store }: { store?: SocialStore }) {
  const { socialStore } = useStores();
  const loaded = useLazyStore(socialStore);
  return <LazySocialButtons store={store ?? loaded} />;
}

/**
 * SocialButtons for the login and register forms, downloaded with its store and styles on first
 * show (none of it is in the initial bundle), with its height kept while it loads.
 */
export const SocialButtons = observer(function SocialButtons({ store }: { store?: SocialStore }) {
  const { tenant } = useStores();
  const count = providersOf(tenant).length;
  if (count === 0) return null;
  return (
    <Suspense fallback={<div style={{ minHeight: (count + 1) * ROW_PX }} />}>
      <LoadedButtons store={store} />
    </Suspense>
  );
});
