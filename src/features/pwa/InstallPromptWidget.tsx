import { observer } from 'mobx-react-lite';
import { useStores } from '../module';
import { InstallPromptView } from './InstallPromptView';

/** The installPrompt widget (global slot): shows what the install store offers, if anything. */
export const InstallPromptWidget = observer(function InstallPromptWidget() {
  const { pwa, tenant } = useStores();
  const { install } = pwa;
  if (!install || install.offer === 'none') return null;
  const manifest = install.manifest;
  // The platform's manifest once it is in (it is, before anything is offered), else the tenant's.
  return (
    <InstallPromptView
      offer={install.offer}
      appName={manifest?.app.shortName ?? tenant.manifest.short_name}
      icon={manifest?.app.icon ?? tenant.manifest.icons['192']}
      onAgree={() => void install.accept()}
      onCancel={install.cancel}
    />
  );
});
