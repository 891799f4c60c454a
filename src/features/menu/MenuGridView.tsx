import { useIntl } from 'react-intl';
import type { MenuEntry } from '../../config/tenant.gen';
import { MenuIcon } from './MenuIcon';
import { entryLabel } from './entryLabel';
import { menuMessages } from './messages';
import './menu.css';

export interface MenuGridViewProps {
  entries: readonly MenuEntry[];
  columns: number;
  onOpen: (entry: MenuEntry) => void;
}

/** spec 2: the menu entries as a grid of buttons, in the tenant's order. */
export function MenuGridView({ entries, columns, onOpen }: MenuGridViewProps) {
  const intl = useIntl();
  const label = (entry: MenuEntry) => intl.formatMessage(entryLabel(entry, intl.messages));
  return (
    <nav className="menu-grid" aria-label={intl.formatMessage(menuMessages.title)}>
      <ul style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <button
              type="button"
              className="menu-entry"
              data-type={entry.type}
              onClick={() => onOpen(entry)}
            >
              <span className="menu-entry-icon">
                {entry.icon ? (
                  <img src={entry.icon} alt="" width={28} height={28} />
                ) : (
                  <MenuIcon type={entry.type} />
                )}
              </span>
              <span className="menu-entry-label">{label(entry)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
