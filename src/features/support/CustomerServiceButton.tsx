import { useIntl } from 'react-intl';
import { buttonArgMessages, buttonMessages } from './buttonMessages';

export interface CustomerServiceButtonProps {
  /** Screen side: start is left in left-to-right languages, right in right-to-left ones. */
  side: 'start' | 'end';
  /** The platform chat's unread messages; null or 0 shows no badge. */
  unread: number | null;
  busy: boolean;
  onPress: () => void;
}

/** The badge caps what it shows; the button's name says the whole count. */
const BADGE_MAX = 99;

/** The floating customer-service button, above the page's lower corner, with the unread badge. */
export function CustomerServiceButton({ side, unread, busy, onPress }: CustomerServiceButtonProps) {
  const intl = useIntl();
  const count = unread ?? 0;
  const label =
    count > 0
      ? intl.formatMessage(buttonArgMessages.buttonUnread, { count })
      : intl.formatMessage(buttonMessages.button);
  return (
    <button
      type="button"
      className={`cs-fab cs-fab-${side}`}
      aria-label={label}
      aria-busy={busy || undefined}
      onClick={onPress}
      data-testid="customer-service-button"
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          d="M4 13v-1a8 8 0 0116 0v1M4 13h3v6H4zM17 13h3v6h-3zM20 19a3 3 0 01-3 3h-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 && (
        <span className="cs-badge" aria-hidden="true">
          {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
        </span>
      )}
    </button>
  );
}
