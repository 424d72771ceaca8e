/**
 * Resolves once the view's zoom buttons have drawn their + and − icons (Calcite fetches each icon after the
 * button first renders, so a map reported ready a moment earlier showed two blank squares: issue 24 §5), or
 * after `timeoutMs` whatever happened.
 */
export function whenZoomIconsDrawn(container: HTMLElement, timeoutMs = 5_000): Promise<void> {
  const drawn = () => {
    const buttons = [...container.querySelectorAll('.esri-zoom calcite-button')];
    return (
      buttons.length > 0 &&
      buttons.every((b) => {
        const icon = b.shadowRoot?.querySelector('calcite-icon');
        // Calcite draws an empty path until the icon's data has arrived.
        return Boolean(icon?.shadowRoot?.querySelector('path')?.getAttribute('d'));
      })
    );
  };
  const started = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      if (drawn() || Date.now() - started > timeoutMs) resolve();
      else window.setTimeout(check, 50);
    };
    check();
  });
}
