interface HappyDomWindow {
  happyDOM?: { setViewport(viewport: { width: number; height: number }): void };
}

/** Resizes happy-dom's window; matchMedia follows, as in a browser. */
export function setViewport(width: number, height = 800): void {
  (window as unknown as HappyDomWindow).happyDOM?.setViewport({ width, height });
}
