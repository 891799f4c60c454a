import type { MenuEntry } from '../../config/tenant.gen';
import { downloadStore } from '../download/lazy';
import type { Stores } from '../module';
import { openCustomerService } from '../support/lazy';
import type { MenuStore } from './MenuStore';
import { menuMessages } from './messages';

/**
 * Carries out what tapping a menu entry does (menuRules.actionFor): a page, the download popup,
 * customer service, or the coming-soon notice. `navigate` is the router's (basename /m).
 */
export function openMenuEntry(
  menu: Pick<MenuStore, 'actionFor'>,
  entry: MenuEntry,
  stores: Stores,
  navigate: (path: string) => void,
): void {
  const action = menu.actionFor(entry);
  switch (action.kind) {
    case 'go':
      // Tenant paths are under /m/ (schema); the router's basename is /m.
      navigate(action.path.replace(/^\/m(?=\/)/, ''));
      break;
    case 'download':
      downloadStore(stores).openOptions();
      break;
    case 'customerService':
      void openCustomerService(stores);
      break;
    case 'comingSoon':
      stores.notices.push({ message: menuMessages.comingSoon });
      break;
  }
}
