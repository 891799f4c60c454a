import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { DEFAULT_DOWNLOAD_BAR_SHOW_DOWNLOAD_BUTTON } from '../../config/widgetDefaults.gen';
import { templateText } from '../../i18n/templateText';
import { useStores } from '../module';
import { useAfterFirstPaint } from '../module/lazy';
import type { WidgetComponent } from '../module';
import { AppUpgradeDialog, DownloadDialogs } from './DownloadDialogs';
import { DownloadBarView } from './DownloadBarView';
import { downloadStore } from './lazy';
import './download.css';

/**
 * The downloadBar widget (global slot): the bar, its popups and, inside the native app, the
 * upgrade modal. Its store's code comes in this widget's chunk, so the bar is decided before
 * the first screen paints and nothing moves when it appears.
 */
export const DownloadBarWidget: WidgetComponent<'downloadBar'> = observer(
  function DownloadBarWidget({ config }) {
    const stores = useStores();
    const download = downloadStore(stores);
    const painted = useAfterFirstPaint();
    useEffect(() => {
      download.start();
      return download.dispose;
    }, [download]);
    const { template } = stores.tenant;
    // The merchant's download text may name a merchant text: the member's language's words.
    const text = templateText(download.text.app_desc, stores.locale.messages ?? {});
    return (
      <>
        {download.barVisible && (
          <DownloadBarView
            text={text}
            icon={download.icon}
            iconShown={painted}
            background={template.app_background}
            color={template.app_desc_font_color}
            showDownloadButton={
              config.showDownloadButton ?? DEFAULT_DOWNLOAD_BAR_SHOW_DOWNLOAD_BUTTON
            }
            onDownload={download.openOptions}
            onClose={download.closeBar}
          />
        )}
        <DownloadDialogs
          dialog={download.dialog}
          options={download.options}
          banners={download.banners}
          text={text}
          icon={download.icon}
          ios17={download.ios17}
          onChoose={download.choose}
          onOpenOptions={download.openOptions}
          onClose={download.closeDialog}
        />
        {download.upgradeVisible && download.upgrade && (
          <AppUpgradeDialog
            upgrade={download.upgrade}
            onUpgrade={download.installUpgrade}
            onClose={download.closeUpgrade}
          />
        )}
      </>
    );
  },
);
