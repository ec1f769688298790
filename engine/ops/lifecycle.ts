// How a server process ends: SIGTERM/SIGINT drain requests in flight and close the databases, and a
// server started through npm or npx stops when that launcher goes away (npm hands signals to a shell,
// which does not pass them on, so the server would otherwise outlive it).
import type { Logger } from './logger.js';

export interface Closable {
  close(): Promise<void>;
}

export function stopOnSignals(server: Closable, logger: Logger): void {
  let stopping = false;
  const stop = (why: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason: why }, 'shutting down: finishing requests in flight');
    server.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (e: unknown) => {
        logger.error({ err: e }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  if (process.env.npm_command !== undefined) watchLauncher(() => stop('launcher exited'));
}

/** Poll the parent process id: it changes when the parent exits and the process is re-parented. */
function watchLauncher(onGone: () => void): void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid !== parent) {
      clearInterval(timer);
      onGone();
    }
  }, 500);
  timer.unref();
}
