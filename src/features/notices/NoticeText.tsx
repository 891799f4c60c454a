import { useIntl } from 'react-intl';
import type { NoticeText as Text } from './NoticeStore';

export function NoticeText({ value }: { value: Text }) {
  const intl = useIntl();
  if ('text' in value) return <>{value.text}</>;
  const { values, ...descriptor } = value;
  return <>{intl.formatMessage(descriptor, values)}</>;
}
