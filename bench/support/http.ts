// HTTP GET from a chosen loopback source address (127.0.0.x are all this machine on Linux), so a
// bench can be several clients as far as the server's per-client rules are concerned.
import { request, Agent } from 'node:http';

export interface Answer {
  status: number;
  bytes: number;
  ms: number;
}

const agents = new Map<string, Agent>();

export function getFrom(localAddress: string, url: string): Promise<Answer> {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 64 });
    agents.set(localAddress, agent);
  }
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { localAddress, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started }));
      res.on('error', () => resolve({ status: 0, bytes, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, bytes: 0, ms: performance.now() - started }));
    req.end();
  });
}

export function closeAgents(): void {
  for (const a of agents.values()) a.destroy();
  agents.clear();
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

/** Each status and how many answers had it, lowest status first: "200×298, 503×2". */
export function statusSummary(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s}×${n}`)
    .join(', ');
}
