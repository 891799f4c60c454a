import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useFeatureStore } from '../module';
import { CustomerServiceList } from './CustomerServiceList';
import { FakeChatPanel } from './FakeChatPanel';
import type { SupportRequest } from './supportRequest';
import { SupportStore } from './SupportStore';
import './supportLayer.css';

export interface SupportLayerProps {
  request: SupportRequest;
}

/**
 * The entry list and the fake chat over the support store, which also drives the widget's
 * button (its badge, busy state, presence). Its chunk downloads on the first tap (or for a
 * member's badge), with the store's code.
 */
export const SupportLayer = observer(function SupportLayer({ request }: SupportLayerProps) {
  const support = useFeatureStore('support', (root) => new SupportStore(root));
  useEffect(() => support.start(), [support]);
  useEffect(() => support.listen(request), [support, request]);
  useEffect(() => request.attach(support), [support, request]);
  return (
    <>
      <CustomerServiceList
        open={support.listOpen}
        entries={support.entries}
        unread={support.unreadCount}
        opening={support.opening}
        onChoose={(entry) => void support.open(entry)}
        onClose={support.closeList}
      />
      {support.fakeChat && (
        <FakeChatPanel session={support.fakeChat} onClose={support.closeFakeChat} />
      )}
    </>
  );
});
