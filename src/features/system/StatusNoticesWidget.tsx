import { useStores } from '../module';
import { StatusNoticesView } from './StatusNotices';

export function StatusNoticesWidget() {
  return <StatusNoticesView system={useStores().system} />;
}
