// What ships in deploy/ agrees with the command line it runs: the Dockerfile and every Kubernetes
// manifest parse, their probes name the server's real health and readiness endpoints, their ports
// agree, and every command they run is accepted by the real CLI. (No cluster or Docker engine here.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseServeArgs } from '../../engine/cli.js';
import { allowedHosts } from '../../engine/mcp/hosts.js';
import { repoRoot } from '../../databases/build/paths.js';
import { runCli } from '../support/cli.js';

const DEPLOY = join(repoRoot(), 'deploy');
type Obj = Record<string, unknown>;
const manifests = readdirSync(join(DEPLOY, 'k8s'))
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((f) => parseAllDocuments(readFileSync(join(DEPLOY, 'k8s', f), 'utf8')).map((d) => d.toJS() as Obj));
const byKind = (kind: string): Obj => manifests.find((m) => m.kind === kind)!;
const deployment = byKind('Deployment');
const pod = ((deployment.spec as Obj).template as Obj).spec as Obj;
const containers = pod.containers as Obj[];
const serve = containers.find((c) => c.name === 'serve')!;

/** A command with `$(VAR)` / `"$VAR"` references replaced, as the kubelet or a shell would. */
const expand = (args: string[]): string[] => args.map((a) => a.replace(/\$\((\w+)\)|"\$(\w+)"/g, 'https://archive.test'));

/** The arguments after `dist/bin/openregs.js`. */
function cliArgs(command: string[]): string[] {
  const at = command.indexOf('dist/bin/openregs.js');
  expect(at, command.join(' ')).toBeGreaterThan(0);
  return expand(command.slice(at + 1));
}

describe('Kubernetes manifests', () => {
  it('parse, and hold a Deployment, Service, PodDisruptionBudget, HorizontalPodAutoscaler and ConfigMap', () => {
    expect(manifests.map((m) => m.kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'Service',
    ]);
  });

  it('the server command is one the CLI accepts, on the port the probes and the Service use', () => {
    const args = cliArgs(serve.command as string[]);
    expect(args[0]).toBe('serve');
    const parsed = parseServeArgs(args.slice(1));
    expect(parsed).toMatchObject({ configPath: 'services/openregs/service.yaml', dataDir: '/data', host: '0.0.0.0' });
    const port = (serve.ports as Obj[])[0];
    expect(port.containerPort).toBe(parsed.port);
    expect(serve.readinessProbe).toMatchObject({ httpGet: { path: '/-/ready', port: port.name } });
    expect(serve.livenessProbe).toMatchObject({ httpGet: { path: '/-/health', port: port.name } });
    expect(((byKind('Service').spec as Obj).ports as Obj[])[0].targetPort).toBe(port.name);
    expect((serve.resources as Obj).limits).toMatchObject({ memory: '1Gi' });
  });

  it('the server takes the public host names from the ConfigMap for the MCP endpoint, and they are host names it accepts', () => {
    const command = serve.command as string[];
    const at = command.indexOf('mcp_allowed_hosts');
    expect(command[at - 1]).toBe('--setting');
    const variable = /^\$\((\w+)\)$/.exec(command[at + 1])![1];
    const env = (serve.env as Obj[]).find((e) => e.name === variable)!;
    expect(env.valueFrom).toEqual({ configMapKeyRef: { name: 'openregs', key: 'public_hosts' } });
    const hosts = (byKind('ConfigMap').data as Obj).public_hosts as string;
    expect(allowedHosts(hosts)).toEqual(['localhost', '127.0.0.1', '[::1]', ...hosts.split(',').map((h) => h.trim())]);
  });

  it('the init container and the weekly puller run `snapshot pull` with flags the CLI accepts', async () => {
    const init = (pod.initContainers as Obj[])[0];
    const puller = containers.find((c) => c.name === 'pull-weekly')!;
    const shellLine = (puller.command as string[]).at(-1)!;
    const pullInShell = /node (dist\/bin\/openregs\.js [^|;]+?)(?: \|\||;)/.exec(shellLine)![1].split(' ');
    for (const command of [init.command as string[], ['node', ...pullInShell]]) {
      const args = cliArgs(command);
      expect(args.slice(0, 2)).toEqual(['snapshot', 'pull']);
      // With a configuration that does not exist, the CLI gets as far as reading it: every flag parsed.
      const r = await runCli(args.map((a) => (a === 'services/openregs/service.yaml' ? '/nonexistent/service.yaml' : a)));
      expect(r.stderr).toMatch(/configuration file not found/);
      expect(r.code).toBe(2);
    }
  });

  it('the pod disruption budget and the autoscaler name the Deployment and its pods', () => {
    const labels = ((deployment.spec as Obj).selector as Obj).matchLabels as Obj;
    expect(((byKind('PodDisruptionBudget').spec as Obj).selector as Obj).matchLabels).toEqual(labels);
    expect(((byKind('HorizontalPodAutoscaler').spec as Obj).scaleTargetRef as Obj).name).toBe((deployment.metadata as Obj).name);
  });
});

describe('Dockerfile', () => {
  const text = readFileSync(join(DEPLOY, 'Dockerfile'), 'utf8');
  const lines = text.split('\n').filter((l) => !l.startsWith('#'));
  const instruction = (name: string): string[] => lines.filter((l) => l.startsWith(`${name} `));
  it('builds in two stages and keeps production dependencies only', () => {
    expect(instruction('FROM')).toHaveLength(2);
    expect(text).toMatch(/npm prune --omit=dev/);
  });
  it('runs as a non-root user with the data folder as a volume', () => {
    expect(instruction('USER')).toEqual(['USER node']);
    expect(instruction('VOLUME')).toEqual(['VOLUME ["/data"]']);
  });
  it('its entry point plus the service file argument is a serve command the CLI accepts; the health check calls /-/health', () => {
    const entry = JSON.parse(instruction('ENTRYPOINT')[0].slice('ENTRYPOINT '.length)) as string[];
    const cmd = JSON.parse(instruction('CMD')[0].slice('CMD '.length)) as string[];
    const args = cliArgs([...entry, ...cmd]);
    expect(parseServeArgs(args.slice(1))).toMatchObject({ configPath: 'services/openregs/service.yaml', dataDir: '/data', port: 8001 });
    expect(text).toMatch(/HEALTHCHECK[^\n]*\n?[^\n]*\/-\/health/);
  });
});
