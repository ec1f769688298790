// One replica of a local cluster: its own data folder, pulled from the archive, and a server on a
// free loopback port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

export interface Replica {
  n: number;
  url: string;
  pid: number;
  child: ChildProcess;
  dataDir: string;
}

export interface Commands {
  /** node + the compiled command line. */
  openregs: string[];
}

/** Pull the archive's current week into `dataDir`; returns the command's output and whether it activated. */
export function pullInto(cmd: Commands, archive: string, config: string, dataDir: string): { ok: boolean; output: string } {
  const r = spawnSync(
    cmd.openregs[0],
    [...cmd.openregs.slice(1), 'snapshot', 'pull', '--from', archive, '--config', config, '--data-dir', dataDir],
    { encoding: 'utf8' },
  );
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}`.trim() };
}

export function startReplica(cmd: Commands, n: number, config: string, dataDir: string): Promise<Replica> {
  const child = spawn(
    cmd.openregs[0],
    [...cmd.openregs.slice(1), 'serve', '--config', config, '--data-dir', dataDir, '-p', '0', '--log-format', 'json'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (d: Buffer): void => {
      if (text.length < 4096) text += d.toString();
      const m = /Serving .* at (http:\/\/[^\s/]+)\//.exec(text);
      if (m) {
        child.stdout!.off('data', onData);
        child.stdout!.resume(); // access logs are not the cluster's output
        resolve({ n, url: m[1], pid: child.pid!, child, dataDir });
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`replica ${n} exited (${code}) before serving:\n${text}`)));
  });
}
