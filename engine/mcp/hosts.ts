// DNS-rebinding protection: the Host names the MCP endpoint answers for. Loopback names always; a
// deployment lists its public names in the mcp_allowed_hosts setting. A browser page on another
// site cannot reach the endpoint through a name that resolves to it (the Origin is checked against
// the same names), and a request naming any other Host is refused with 403.
import { ConfigError } from '../config/load.js';

export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** The loopback names and those the setting lists (comma-separated; a port, if given, is ignored). */
export function allowedHosts(setting: string): string[] {
  const names = new Set(LOOPBACK_HOSTS);
  for (const entry of setting.split(',')) {
    const name = entry.trim();
    if (name === '') continue;
    let hostname: string;
    try {
      hostname = new URL(`http://${name}`).hostname;
    } catch {
      throw new ConfigError(`--setting mcp_allowed_hosts: "${name}" is not a host name`);
    }
    if (hostname === '' || name.includes('/')) throw new ConfigError(`--setting mcp_allowed_hosts: "${name}" is not a host name`);
    names.add(hostname);
  }
  return [...names];
}
