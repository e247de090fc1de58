/** Sets a cookie the way the server would (tests only; the app itself never writes cookies). */
export function setTestCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests stand in for the server's Set-Cookie.
  document.cookie = `${name}=${value}; path=/`;
}

export function clearTestCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: tests stand in for the server's Set-Cookie.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
