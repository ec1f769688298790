// The Caddyfile for a local cluster: deploy/caddy/Caddyfile with this cluster's port and replicas.
import { readFileSync } from 'node:fs';

export function clusterCaddyfile(template: string, port: number, upstreams: string[]): string {
  const text = readFileSync(template, 'utf8');
  return text.replace(/^:8080 \{/m, `:${port} {`).replace(/reverse_proxy [^{]+\{/, `reverse_proxy ${upstreams.join(' ')} {`);
}
