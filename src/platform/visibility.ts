/** Whether the page is on screen (Page Visibility API). */
export interface VisibilityPort {
  isVisible(): boolean;
  /** Called each time the page comes back on screen. */
  onVisible(listener: () => void): () => void;
}

export function createBrowserVisibility(doc: Document): VisibilityPort {
  const isVisible = () => doc.visibilityState === 'visible';
  return {
    isVisible,
    onVisible(listener) {
      const handler = () => {
        if (isVisible()) listener();
      };
      doc.addEventListener('visibilitychange', handler);
      return () => doc.removeEventListener('visibilitychange', handler);
    },
  };
}
