import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../module';
import { useAfterFirstPaint } from '../module/lazy';
import type { WidgetComponent } from '../module';
import { PushOptInView } from './PushOptInView';

/**
 * The pushOptIn widget (global slot): the permission modal when the push store offers it.
 * It never suspends (it sits inside the first screen's boundary): nothing shows until the
 * store, built in the services chunk once the first screen is on screen, is there.
 */
export const PushOptInWidget: WidgetComponent<'pushOptIn'> = observer(function PushOptInWidget() {
  const { push: lazyPush, tenant } = useStores();
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!painted) return;
    // A failed download is the chunk guard's to report; the modal simply does not show.
    lazyPush.load().catch(() => undefined);
  }, [lazyPush, painted]);
  const push = lazyPush.current;
  if (!push?.promptOpen) return null;
  return (
    <PushOptInView
      appName={tenant.manifest.short_name}
      onAllow={() => void push.allow()}
      onLater={push.later}
    />
  );
});
