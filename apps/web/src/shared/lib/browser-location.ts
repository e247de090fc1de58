/**
 * Full-document navigations, behind one object so tests can observe them (happy-dom's own
 * location cannot be spied on) and so every hard navigation in the app is easy to find.
 */
export const browserLocation = {
  reload(): void {
    window.location.reload();
  },
  replace(url: string): void {
    window.location.replace(url);
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
