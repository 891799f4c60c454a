import { groupOfPointer } from '../../toolkit/groups';
import type { DraftCheck } from './studioApi';

/** rjsf's id for the field at a JSON pointer: root_theme_primary, root_menu_3_type. */
export function fieldIdOf(pointer: string): string {
  return ['root', ...pointer.split('/').slice(1)].join('_');
}

export interface ErrorListProps {
  check: DraftCheck;
  /** Opens the tab of a message's field and focuses the field (the pointer names it). */
  onShow: (groupId: string, fieldId: string, pointer: string) => void;
}

/** Every error and warning as `npm run tenants` prints it; a click goes to the field. */
export function ErrorList({ check, onShow }: ErrorListProps) {
  const all = [
    ...check.errors.map((m) => ({ m, kind: 'error' as const })),
    ...check.warnings.map((m) => ({ m, kind: 'warning' as const })),
  ].sort((a, b) => a.m.line - b.m.line || a.m.col - b.m.col);
  if (all.length === 0) return null;
  return (
    <section className="error-list" aria-label="Problems">
      <h2>
        {check.errors.length} error{check.errors.length === 1 ? '' : 's'}, {check.warnings.length}{' '}
        warning{check.warnings.length === 1 ? '' : 's'}{' '}
        <span className="muted">(the same as npm run tenants)</span>
      </h2>
      <ul>
        {all.map(({ m, kind }) => (
          <li key={`${kind}${m.pointer}${m.message}`} className={kind}>
            <button
              type="button"
              onClick={() => onShow(groupOfPointer(m.pointer).id, fieldIdOf(m.pointer), m.pointer)}
            >
              <code>
                {check.file}:{m.line}:{m.col} {m.pointer}:
              </code>{' '}
              {kind === 'warning' ? 'warning: ' : ''}
              {m.message}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
