import { setNonce } from 'get-nonce';

/** The meta element in which the server puts this response's style nonce. */
export const STYLE_NONCE_META = 'csp-style-nonce';

/**
 * The server's Content-Security-Policy allows `<style>` elements only with this response's
 * nonce. Radix Dialog's scroll lock adds one through react-style-singleton, which takes the
 * nonce from get-nonce: hand it over before anything renders. Returns whether one was found.
 */
export function installStyleNonce(doc: Document = document): boolean {
  const nonce = doc
    .querySelector<HTMLMetaElement>(`meta[name="${STYLE_NONCE_META}"]`)
    ?.content.trim();
  if (!nonce) return false;
  setNonce(nonce);
  return true;
}
