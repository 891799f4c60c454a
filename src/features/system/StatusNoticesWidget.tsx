import { observer } from 'mobx-react-lite';
import { useStores } from '../module';
import { StatusNoticesView } from './StatusNotices';

export const StatusNoticesWidget = observer(function StatusNoticesWidget() {
  const { system, siteSettings } = useStores();
  // This page on each of the merchant's other domains, once the domain route has answered.
  const domains = siteSettings.current?.alternativeAddresses;
  return <StatusNoticesView system={system} domains={domains} />;
});
