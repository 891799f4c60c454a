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
    // Before the layer: the tenant file's answer; after it, the store's (the server's entries).
    const { store } = request;
    const available = store ? store.available : mayHaveEntries(stores.tenant, signedIn);
    // Wanted once asked; a member's unread badge needs it once the first screen is on screen.
    const layer = request.wanted || (painted && storeNeededAtStart(stores.tenant, signedIn));
    return (
      <>
        {available && (
          <CustomerServiceButton
            side={side}
            unread={store?.unreadCount ?? null}
            busy={store ? store.pending : request.wanted}
            onPress={request.ask}
          />
        )}
        {layer && (
          // Its own boundary: the first screen never waits for the layer's download.
          <Suspense fallback={null}>
            <SupportLayer request={request} />
          </Suspense>
        )}
      </>
    );
  },
);
