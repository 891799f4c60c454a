import { Component, Suspense, type ReactNode } from 'react';
import type { WidgetConfig } from '../config/tenant.gen';
import type { WidgetRegistry } from './registry';
import { DEFAULT_WIDGET_SLOT } from '../config/widgetDefaults.gen';

export type WidgetSlot = 'home' | 'global';

class WidgetBoundary extends Component<{ type: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    // A broken widget must not take the page down; it is reported, not rethrown.
    console.warn(`widget "${this.props.type}" failed`, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounts the tenant's widgets for one slot, in the tenant's order. A type the registry does not
 * know renders nothing (development builds leave a hidden data-widget-missing marker for tests
 * and QA tools), so a newer tenant file never crashes an older build.
 */
export function WidgetHost({
  widgets,
  registry,
  slot,
  frame,
}: {
  widgets: readonly WidgetConfig[];
  registry: WidgetRegistry;
  slot: WidgetSlot;
  /**
   * Puts each widget of a page slot in its place (the home's settle slot, with its own
   * boundary); default: a boundary of its own.
   */
  frame?: (index: number, widget: ReactNode) => ReactNode;
}) {
  return (
    <>
      {widgets.map((config, index) => {
        if ((config.slot ?? DEFAULT_WIDGET_SLOT) !== slot) return null;
        const Widget = registry.get(config.type);
        const key = `${config.type}-${index}`;
        if (!Widget) {
          return import.meta.env.DEV ? (
            <div key={key} data-widget-missing={config.type} hidden />
          ) : null;
        }
        const widget = <Widget config={config} />;
        return (
          <WidgetBoundary key={key} type={config.type}>
            {/* Global widgets suspend into the app's first-screen boundary; home widgets each
                have their own, so a slow one never holds the page. */}
            {slot === 'global'
              ? widget
              : (frame?.(index, widget) ?? <Suspense fallback={null}>{widget}</Suspense>)}
          </WidgetBoundary>
        );
      })}
    </>
  );
}
