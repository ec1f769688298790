// Runs the compiled command line (dist/bin/openregs.js) as a child process: to completion, or as a
// server on a free loopback port, read from the "Serving … at URL" line it prints.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../dist/bin/openregs.js', import.meta.url));

export interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function requireBuild(): void {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run "npm run build" first`);
}

/** Run the CLI to completion (for command lines that do not start a server). */
export function runCli(args: string[]): Promise<Exit> {
  requireBuild();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface CliServer {
  url: string;
  child: ChildProcess;
  /** Everything printed so far. */
  output(): string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
}

/** Start `openregs <args> -p 0` and resolve once it prints its URL (rejects if it exits first or after 60 s). */
export function startCliServer(args: string[], options: { command?: string[]; env?: NodeJS.ProcessEnv } = {}): Promise<CliServer> {
  requireBuild();
  const command = options.command ?? [process.execPath, BIN];
  const child = spawn(command[0], [...command.slice(1), ...args, '-p', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: options.env ?? process.env,
  });
  let text = '';
  const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within 60 s:\n${text}`));
    }, 60_000);
    const onData = (d: Buffer): void => {
      text += d.toString();
      const m = /Serving .* at (http:\/\/[^\s/]+)\//.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1], child, output: () => text, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before starting:\n${text}`));
    });
  });
}

/**
 * Poll `check` every `intervalMs` until it is true. Fails with an error naming `what` once `ms`
 * have passed, also when a check itself never settles (a request the server does not answer).
 */
export async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000, intervalMs = 50): Promise<void> {
  const deadline = Date.now() + ms;
  const timedOut = (detail: string): Error => new Error(`timed out after ${ms} ms waiting for ${what} (${detail})`);
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw timedOut('the condition never held');
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<'expired'>((resolve) => {
      timer = setTimeout(() => resolve('expired'), left);
    });
    try {
      const outcome = await Promise.race([Promise.resolve().then(check), expired]);
      if (outcome === 'expired') throw timedOut('the last check had not answered');
      if (outcome) return;
    } finally {
      clearTimeout(timer);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
