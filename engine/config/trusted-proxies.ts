// The `trusted_proxies` setting: addresses (or IPv4 ranges such as 10.0.0.0/8) whose
// X-Forwarded-For header names the real client.

/** `::ffff:127.0.0.1` and `127.0.0.1` are one address. */
export function normalAddress(address: string): string {
  const a = address.trim();
  return a.startsWith('::ffff:') && a.includes('.') ? a.slice(7) : a;
}

function ipv4(address: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.some((p) => p > 255) ? null : ((parts[0] << 24) | (parts[1] << 16) | (parts[2] << 8) | parts[3]) >>> 0;
}

export interface TrustedProxies {
  has(address: string): boolean;
}

export function parseTrustedProxies(setting: string): TrustedProxies {
  const exact = new Set<string>();
  const ranges: Array<{ base: number; mask: number }> = [];
  for (const entry of setting
    .split(',')
    .map(normalAddress)
    .filter((a) => a !== '')) {
    const [address, bits] = entry.split('/');
    const base = ipv4(address);
    if (bits !== undefined && base !== null && /^\d+$/.test(bits) && Number(bits) <= 32) {
      const mask = Number(bits) === 0 ? 0 : (~0 << (32 - Number(bits))) >>> 0;
      ranges.push({ base: (base & mask) >>> 0, mask });
    } else {
      exact.add(entry);
    }
  }
  return {
    has(address: string): boolean {
      const a = normalAddress(address);
      if (exact.has(a)) return true;
      // Asked on every request: without ranges there is nothing to parse the address for.
      if (ranges.length === 0) return false;
      const n = ipv4(a);
      return n !== null && ranges.some((r) => (n & r.mask) >>> 0 === r.base);
    },
  };
}
