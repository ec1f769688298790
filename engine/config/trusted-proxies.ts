// The `trusted_proxies` setting: addresses whose X-Forwarded-For header names the real client.

/** `::ffff:127.0.0.1` and `127.0.0.1` are one address. */
export function normalAddress(address: string): string {
  const a = address.trim();
  return a.startsWith('::ffff:') && a.includes('.') ? a.slice(7) : a;
}

export function parseTrustedProxies(setting: string): ReadonlySet<string> {
  return new Set(setting.split(',').map(normalAddress).filter((a) => a !== ''));
}
