import { observer } from 'mobx-react-lite';
import { UpdateDialog } from './UpdateDialog';
import type { UpdateStore } from './UpdateStore';

/**
 * The update dialog while a new build is out. Not a lazy chunk: after a deploy the old build's
 * chunks may be gone, and this is what tells the member to refresh.
 */
export const UpdatePrompt = observer(function UpdatePrompt({
  pwa,
}: {
  pwa: { update: UpdateStore | null };
}) {
  const { update } = pwa;
  if (!update || update.available === null) return null;
  return <UpdateDialog refreshing={update.refreshing} onRefresh={() => void update.refresh()} />;
});
