import { Suspense, useEffect, type ReactNode } from 'react';
import { FormattedMessage, defineMessages } from 'react-intl';
import { useStores } from '../features/module';
import { refreshOnHomeEntry } from './homeEntry';
import type { WidgetRegistry } from './registry';
import { WidgetHost } from './WidgetHost';
import type { WidgetConfig } from '../config/tenant.gen';
import { SettleArea, SettleHold, SettleSlot } from '../ui/SettleGate';

/** The longest the home's widgets stay hidden waiting for their first data. */
export const HOME_SETTLE_MAX_MS = 3000;

const messages = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home' },
});

export interface HomePageProps {
  widgets: readonly WidgetConfig[];
  registry: WidgetRegistry;
  /** Runs `fn` after `ms` on the root's clock; returns a cancel. */
  setTimer: (fn: () => void, ms: number) => () => void;
}

/** A slot is seen once those above it have their data; a widget still suspended holds it. */
const settleFrame = (index: number, widget: ReactNode) => (
  <SettleSlot index={index}>
    <Suspense fallback={<SettleHold />}>{widget}</Suspense>
  </SettleSlot>
);

/** /m/home: the tenant's home-slot widgets, in order. */
export function HomePage({ widgets, registry, setTimer }: HomePageProps) {
  const { auth } = useStores();
  // spec 2: on entry, the unread inbox and deposit settings are asked again.
  useEffect(() => {
    void refreshOnHomeEntry(auth);
  }, [auth]);
  return (
    <SettleArea
      className="home"
      aria-labelledby="home-title"
      maxWaitMs={HOME_SETTLE_MAX_MS}
      setTimer={setTimer}
    >
      <h1 id="home-title" className="visually-hidden">
        <FormattedMessage {...messages.home} />
      </h1>
      <WidgetHost widgets={widgets} registry={registry} slot="home" frame={settleFrame} />
    </SettleArea>
  );
}
