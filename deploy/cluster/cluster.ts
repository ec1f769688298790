// `npm run cluster -- --replicas N [--port P] [--config FILE] [--archive DIR]`: a local cluster on
// loopback. A snapshot archive (published from the demo data when empty), N replicas each with its
// own data folder pulled from it, each re-pulled when a new week is published (they hot-swap), and
// Caddy in front on port P. Ctrl-C or SIGTERM stops everything it started; so does its launcher
// (npm) going away.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../engine/ops/server-flags.js';
import { clusterCaddyfile } from './caddyfile.js';
import { pullInto, startReplica, type Commands, type Replica } from './replica.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const BIN = join(ROOT, 'dist', 'bin', 'openregs.js');

interface Args {
  replicas: number;
  port: number;
  config: string;
  archive: string;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    replicas: 3,
    port: 8080,
    config: join(ROOT, 'services', 'openregs', 'service.yaml'),
    archive: join(ROOT, 'databases', 'data', 'cluster', 'archive'),
  };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--replicas' && /^[1-9]\d*$/.test(value)) args.replicas = Number(value);
    else if (flag === '--port' && /^\d+$/.test(value) && Number(value) < 65536) args.port = Number(value);
    else if (flag === '--config') args.config = resolve(value);
    else if (flag === '--archive') args.archive = resolve(value);
    else
      throw new Error(
        `unknown or invalid argument: ${flag} ${value}\nUsage: npm run cluster -- --replicas N [--port P] [--config FILE] [--archive DIR]`,
      );
  }
  return args;
}

function run(cmd: string[], what: string): void {
  const r = spawnSync(cmd[0], cmd.slice(1), { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status})`);
}

function currentWeek(archive: string): string | null {
  try {
    return (JSON.parse(readFileSync(join(archive, 'manifest.json'), 'utf8')) as { current_week: string }).current_week;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (spawnSync('caddy', ['version']).error) {
    console.error('cluster: Caddy is not installed. On Debian or Ubuntu: sudo apt-get install caddy');
    process.exit(1);
  }
  const cmd: Commands = { openregs: [process.execPath, ...SERVER_NODE_FLAGS, BIN] };
  const work = join(dirname(args.archive), `cluster-${args.port}`);
  mkdirSync(work, { recursive: true });
  if (!currentWeek(args.archive)) {
    // An empty archive: publish the service's demo data into it (building it first if needed).
    const demoData = join(work, 'demo-data');
    run(
      [...cmd.openregs, 'build-db', '--config', args.config, '--scale', '0.01', '--seed', '1', '--out', demoData],
      'building the demo data',
    );
    run(
      [...cmd.openregs, 'snapshot', 'publish', '--config', args.config, '--data-dir', demoData, '--out', args.archive],
      'publishing the demo data',
    );
  }

  const started: ChildProcess[] = [];
  let stopping = false;
  const stop = (code: number): void => {
    if (stopping) return;
    stopping = true;
    for (const child of started) child.kill('SIGTERM');
    const deadline = setTimeout(() => process.exit(code), 15_000);
    deadline.unref();
    void Promise.all(
      started.map((c) => (c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise((r) => c.once('exit', r)))),
    ).then(() => process.exit(code));
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop(0);
  }, 500).unref();

  const replicas: Replica[] = [];
  try {
    for (let n = 1; n <= args.replicas; n++) {
      const dataDir = join(work, `replica-${n}`);
      const pulled = pullInto(cmd, args.archive, args.config, dataDir);
      if (!pulled.ok && !existsSync(join(dataDir, '.snapshots', 'state.json')))
        throw new Error(`replica ${n}: first pull failed: ${pulled.output}`);
      const replica = await startReplica(cmd, n, args.config, dataDir);
      started.push(replica.child);
      replica.child.once('exit', () => {
        if (!stopping) console.error(`replica ${n} (pid ${replica.pid}) exited`);
      });
      replicas.push(replica);
      console.log(`replica ${n}: ${replica.url} pid ${replica.pid}`);
    }
    const caddyfile = join(work, 'Caddyfile');
    writeFileSync(
      caddyfile,
      clusterCaddyfile(
        join(ROOT, 'deploy', 'caddy', 'Caddyfile'),
        args.port,
        replicas.map((r) => r.url.replace('http://', '')),
      ),
    );
    const caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], { stdio: ['ignore', 'ignore', 'pipe'] });
    started.push(caddy);
    let caddyLog = '';
    caddy.stderr!.on('data', (d: Buffer) => {
      if (caddyLog.length < 20_000) caddyLog += d.toString();
    });
    caddy.once('exit', (code) => {
      if (!stopping) {
        console.error(`caddy exited (${code}):\n${caddyLog.slice(-2000)}`);
        stop(1);
      }
    });
    const front = `http://127.0.0.1:${args.port}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`${front}/-/ready`)).status === 200) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`Caddy did not answer on ${front} within 60 s:\n${caddyLog.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    console.log(`cluster ready: ${front}`);
  } catch (e) {
    console.error(`cluster: ${(e as Error).message}`);
    stop(1);
    return;
  }

  // A new week in the archive rolls through the replicas one at a time; each verifies it, and a
  // refused pull leaves that replica serving what it had.
  let week = currentWeek(args.archive);
  setInterval(() => {
    const now = currentWeek(args.archive);
    if (!now || now === week || stopping) return;
    week = now;
    for (const r of replicas) {
      const pulled = pullInto(cmd, args.archive, args.config, r.dataDir);
      console.log(`replica ${r.n}: ${pulled.ok ? `pulled ${now}` : `kept its version: ${pulled.output.split('\n').pop()}`}`);
    }
  }, 1000);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
