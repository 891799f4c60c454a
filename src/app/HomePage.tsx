import { useEffect } from 'react';
import { FormattedMessage, defineMessages } from 'react-intl';
import { useStores } from '../features/module';
import type { WidgetRegistry } from './registry';
import { WidgetHost } from './WidgetHost';
import type { WidgetConfig } from '../config/tenant.gen';

const messages = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home' },
});

/** /m/home: the tenant's home-slot widgets, in order. */
export function HomePage({
  widgets,
  registry,
}: {
  widgets: readonly WidgetConfig[];
  registry: WidgetRegistry;
}) {
  const { auth } = useStores();
  // spec 2: on entry, the unread inbox and deposit settings are asked again.
  useEffect(() => {
    auth.member
      .load()
      .then((member) => member.refreshHome())
      .catch(() => undefined);
  }, [auth]);
  return (
    <section className="home" aria-labelledby="home-title">
      <h1 id="home-title" className="visually-hidden">
        <FormattedMessage {...messages.home} />
      </h1>
      <WidgetHost widgets={widgets} registry={registry} slot="home" />
    </section>
  );
}
