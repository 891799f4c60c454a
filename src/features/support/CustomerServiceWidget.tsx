import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { DEFAULT_CUSTOMER_SERVICE_BUTTON_SIDE } from '../../config/widgetDefaults.gen';
import { useStores } from '../module';
import { useAfterFirstPaint } from '../module/lazy';
import type { WidgetComponent } from '../module';
import { CustomerServiceButton } from './CustomerServiceButton';
import { mayHaveEntries, obtainSupportRequest, storeNeededAtStart } from './supportRequest';
import './support.css';

const SupportLayer = lazy(() =>
  import('./SupportLayer').then((m) => ({ default: m.SupportLayer })),
);

/**
 * The customerServiceButton widget (global slot). At start it is only the button: the store,
 * the list and the vendors download on the first tap, or at once for a signed-in member of a
 * CBS3 tenant, whose button carries the unread badge (ARCHITECTURE.md, Budgets).
 */
export const CustomerServiceWidget: WidgetComponent<'customerServiceButton'> = observer(
  function CustomerServiceWidget({ config }) {
    const stores = useStores();
    const painted = useAfterFirstPaint();
    const request = obtainSupportRequest(stores);
    const side = config.side ?? DEFAULT_CUSTOMER_SERVICE_BUTTON_SIDE;
    const signedIn = stores.session.isLoggedIn;
    const button = mayHaveEntries(stores.tenant, signedIn) ? (
      <CustomerServiceButton
        side={side}
        unread={null}
        busy={request.wanted}
        onPress={request.ask}
      />
    ) : null;
    // A member's unread badge needs the layer at start: once the first screen is on screen.
    if (!request.wanted && !(painted && storeNeededAtStart(stores.tenant, signedIn))) return button;
    return (
      // Its own boundary: the first screen never waits for the layer's download.
      <Suspense fallback={button}>
        <SupportLayer side={side} request={request} />
      </Suspense>
    );
  },
);
