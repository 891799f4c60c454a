import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../module';
import type { SocialStore } from './SocialStore';

const LazySocialButtons = lazy(() =>
  import('./SocialButtons').then((m) => ({ default: m.SocialButtons })),
);

/** Height of one button row and the heading, so the form does not jump when they load. */
const ROW_PX = 52;

/**
 * SocialButtons for the login and register forms, downloaded with its styles on first show
 * (none of it is in the initial bundle), with its height kept while it loads.
 */
export const SocialButtons = observer(function SocialButtons({ store }: { store?: SocialStore }) {
  const stores = useStores();
  const count = (store ?? stores.social).providers.length;
  if (count === 0) return null;
  return (
    <Suspense fallback={<div style={{ minHeight: (count + 1) * ROW_PX }} />}>
      <LazySocialButtons store={store} />
    </Suspense>
  );
});
