import { browserLocation } from './browser-location';

export interface AppLocation {
  pathname: string;
  search: string;
}

export interface AppNavigator {
  navigate(to: string, options?: { replace?: boolean }): void;
  location(): AppLocation;
}

/**
 * How code outside React (the API error policy) moves the user. The app binds this to its
 * router at start-up; until then, and in plain scripts, it falls back to document navigation.
 */
const documentNavigator: AppNavigator = {
  navigate: (to) => browserLocation.assign(to),
  location: () => ({ pathname: window.location.pathname, search: window.location.search }),
};

let current: AppNavigator = documentNavigator;

export function setAppNavigator(navigator: AppNavigator | null): void {
  current = navigator ?? documentNavigator;
}

export const currentLocation = (): AppLocation => current.location();

/** Same-origin targets go through the router; other origins get a full navigation. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  const url = new URL(to, window.location.origin);
  if (url.origin !== window.location.origin) {
    browserLocation.assign(url.href);
    return;
  }
  current.navigate(`${url.pathname}${url.search}${url.hash}`, options);
}
