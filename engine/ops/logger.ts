// The process's structured logger: one JSON line per event, or a readable line on a terminal.
import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };
export type LogFormat = 'json' | 'pretty';

export function createLogger(format: LogFormat, level = 'info'): Logger {
  if (format === 'pretty') {
    return pino({ level }, pretty({ colorize: process.stdout.isTTY === true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
  }
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}

/** For an engine used as a library (tests): only errors, as JSON on stderr. */
export function quietLogger(): Logger {
  return pino({ level: 'error', base: undefined }, pino.destination(2));
}
