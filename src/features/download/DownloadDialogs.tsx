import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { bannerOffer } from './downloadRules';
import type { DownloadOption } from './downloadRules';
import type { AppUpgrade, DownloadDialog, PopupBanner } from './DownloadStore';
import { downloadArgMessages, downloadMessages } from './messages';

const OPTION_TEXT = {
  android: downloadMessages.android,
  ios: downloadMessages.ios,
  iosProfile: downloadMessages.iosProfile,
  homeScreen: downloadMessages.homeScreen,
  desktopApp: downloadMessages.desktopApp,
} as const;

export interface DownloadDialogsProps {
  dialog: DownloadDialog;
  options: readonly DownloadOption[];
  banners: readonly PopupBanner[];
  /** The merchant's text for the language (app_desc). */
  text: string;
  icon: string | null;
  ios17: boolean;
  onChoose: (option: DownloadOption) => void;
  /** A banner other than the home-screen one opens the download options. */
  onOpenOptions: () => void;
  onClose: () => void;
}

/** spec 2: the download popup, the default popup banners and the iOS profile-install tip. */
export function DownloadDialogs(props: DownloadDialogsProps) {
  const { dialog, onClose } = props;
  const close = (
    <Button variant="secondary" onClick={onClose}>
      <FormattedMessage {...downloadMessages.close} />
    </Button>
  );
  if (dialog === 'options') {
    return (
      <Modal
        open
        placement="bottom"
        title={<FormattedMessage {...downloadMessages.optionsTitle} />}
        onDismiss={onClose}
        actions={close}
      >
        <div className="download-options">
          <div className="download-options-head">
            {props.icon && <img src={props.icon} alt="" width={48} height={48} />}
            <p>{props.text}</p>
          </div>
          {props.options.map((option) => (
            <Button
              key={option}
              variant={option === 'homeScreen' ? 'secondary' : 'primary'}
              className="download-option"
              onClick={() => props.onChoose(option)}
            >
              <FormattedMessage {...OPTION_TEXT[option]} />
            </Button>
          ))}
        </div>
      </Modal>
    );
  }
  if (dialog === 'banners') return <BannersDialog {...props} close={close} />;
  if (dialog === 'profileTip') {
    return (
      <Modal
        open
        placement="bottom"
        title={<FormattedMessage {...downloadMessages.profileTipTitle} />}
        onDismiss={onClose}
        actions={
          <Button onClick={onClose}>
            <FormattedMessage {...downloadMessages.gotIt} />
          </Button>
        }
      >
        <p>
          <FormattedMessage
            {...(props.ios17 ? downloadMessages.profileTipIos17 : downloadMessages.profileTip)}
          />
        </p>
      </Modal>
    );
  }
  return null;
}

function BannersDialog({
  banners,
  onChoose,
  onOpenOptions,
  onClose,
  close,
}: DownloadDialogsProps & { close: React.ReactNode }) {
  const intl = useIntl();
  const label = (key: string) =>
    intl.formatMessage(
      bannerOffer(key) === 'homeScreen'
        ? downloadMessages.banner_m_popup2
        : downloadMessages.banner_m_popup1,
    );
  return (
    <Modal
      open
      title={<FormattedMessage {...downloadMessages.bannersTitle} />}
      onDismiss={onClose}
      actions={close}
    >
      <div className={`download-banners download-banners-${Math.min(banners.length, 2)}`}>
        {banners.map((banner) => (
          <button
            key={banner.key}
            type="button"
            className="download-banner"
            onClick={() =>
              bannerOffer(banner.key) === 'homeScreen' ? onChoose('homeScreen') : onOpenOptions()
            }
          >
            <img src={banner.url} alt={label(banner.key)} width={600} height={800} />
          </button>
        ))}
      </div>
    </Modal>
  );
}

export interface AppUpgradeDialogProps {
  upgrade: AppUpgrade;
  onUpgrade: () => void;
  onClose: () => void;
}

/** spec 2 and 4: the app-upgrade modal inside the native app; closable unless mandatory. */
export function AppUpgradeDialog({ upgrade, onUpgrade, onClose }: AppUpgradeDialogProps) {
  return (
    <Modal
      open
      role="alertdialog"
      title={<FormattedMessage {...downloadMessages.upgradeTitle} />}
      onDismiss={upgrade.mandatory ? undefined : onClose}
      actions={
        <>
          {!upgrade.mandatory && (
            <Button variant="secondary" onClick={onClose}>
              <FormattedMessage {...downloadMessages.later} />
            </Button>
          )}
          <Button onClick={onUpgrade}>
            <FormattedMessage {...downloadMessages.upgradeNow} />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage
          {...downloadArgMessages.upgradeBody}
          values={{ version: upgrade.version }}
        />
      </p>
    </Modal>
  );
}
