import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuEntry } from '../../config/tenant.gen';
import { DEFAULT_MENU_GRID_COLUMNS } from '../../config/widgetDefaults.gen';
import { useSettled } from '../../ui/SettleGate';
import { useFeatureStore, useStores } from '../module';
import { useAfterFirstPaint } from '../module/lazy';
import type { WidgetComponent } from '../module';
import { MenuGridView } from './MenuGridView';
import { MenuStore } from './MenuStore';
import { openMenuEntry } from './openMenuEntry';

/** The menuGrid widget: the tenant's menu for who is looking, and what each entry opens. */
export const MenuGridWidget: WidgetComponent<'menuGrid'> = observer(function MenuGridWidget({
  config,
}) {
  const stores = useStores();
  const menu = useFeatureStore('menu', (root) => new MenuStore(root));
  const navigate = useNavigate();
  useEffect(() => {
    menu.start();
    return menu.dispose;
  }, [menu]);
  // The page most entries open (/m/vip, /m/mission ...) comes down while the home is idle, so
  // the first tap on one does not wait for its code.
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) void import('./MenuPage').catch(() => undefined);
  }, [painted]);
  // Entries depend on the member's promotions, promo-code switch and club label.
  useSettled(
    menu.promoCodeEnabled !== null &&
      (!stores.session.isLoggedIn || Boolean(stores.auth.member.current?.info)),
  );
  const open = (entry: MenuEntry) => openMenuEntry(menu, entry, stores, navigate);
  return (
    <MenuGridView
      entries={menu.entries}
      columns={config.columns ?? DEFAULT_MENU_GRID_COLUMNS}
      onOpen={open}
    />
  );
});
