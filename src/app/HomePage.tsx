import { FormattedMessage, defineMessages } from 'react-intl';
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
  return (
    <section className="home" aria-labelledby="home-title">
      <h1 id="home-title" className="visually-hidden">
        <FormattedMessage {...messages.home} />
      </h1>
      <WidgetHost widgets={widgets} registry={registry} slot="home" />
    </section>
  );
}
