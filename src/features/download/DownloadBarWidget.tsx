/** Placeholder until the widget lands. */
export function DownloadBarWidget() {
  return null;
}
