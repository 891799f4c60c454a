import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { downloadMessages } from './messages';

export interface DownloadBarViewProps {
  /** The merchant's text for the language (download text app_desc). */
  text: string;
  icon: string | null;
  /**
   * False until the first screen is on screen: the icon's box is there, its image downloads
   * after the paint (it is not the largest paint, decision 0011). Default true.
   */
  iconShown?: boolean;
  /** template.app_background: an image behind the bar. */
  background?: string;
  /** template.app_desc_font_color. */
  color?: string;
  showDownloadButton: boolean;
  onDownload: () => void;
  onClose: () => void;
}

/** spec 2: the top download bar, with its close button and optional download button. */
export function DownloadBarView({
  text,
  icon,
  iconShown = true,
  background,
  color,
  showDownloadButton,
  onDownload,
  onClose,
}: DownloadBarViewProps) {
  const intl = useIntl();
  return (
    <aside
      className="download-bar"
      aria-label={intl.formatMessage(downloadMessages.optionsTitle)}
      style={{
        backgroundImage: background ? `url("${background}")` : undefined,
        color,
      }}
    >
      <button
        type="button"
        className="download-bar-close"
        aria-label={intl.formatMessage(downloadMessages.closeBar)}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      {icon && (
        <img
          className="download-bar-icon"
          src={iconShown ? icon : undefined}
          alt=""
          width={36}
          height={36}
          fetchPriority="low"
          decoding="async"
        />
      )}
      <p className="download-bar-text">{text}</p>
      {showDownloadButton && (
        <Button className="download-bar-button" onClick={onDownload}>
          <FormattedMessage {...downloadMessages.download} />
        </Button>
      )}
    </aside>
  );
}
