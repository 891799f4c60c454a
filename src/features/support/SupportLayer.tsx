import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useFeatureStore } from '../module';
import { CustomerServiceButton } from './CustomerServiceButton';
import { CustomerServiceList } from './CustomerServiceList';
import { FakeChatPanel } from './FakeChatPanel';
import type { SupportRequest } from './supportRequest';
import { SupportStore } from './SupportStore';
import './supportLayer.css';

export interface SupportLayerProps {
  side: 'start' | 'end';
  request: SupportRequest;
}

/**
 * The button with its badge, the entry list and the fake chat, over the support store. Its
 * chunk downloads on the first tap (or for a member's badge), with the store's code.
 */
export const SupportLayer = observer(function SupportLayer({ side, request }: SupportLayerProps) {
  const support = useFeatureStore('support', (root) => new SupportStore(root));
  useEffect(() => support.start(), [support]);
  useEffect(() => support.listen(request), [support, request]);
  return (
    <>
      {support.available && (
        <CustomerServiceButton
          side={side}
          unread={support.unreadCount}
          busy={support.pending}
          onPress={request.ask}
        />
      )}
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
