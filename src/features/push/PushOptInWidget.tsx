/** Placeholder until the widget lands. */
export function PushOptInWidget() {
  return null;
}
