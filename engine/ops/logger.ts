// The process's structured logger: one JSON line per event, or a readable line on a terminal.
import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };
export type LogFormat = 'json' | 'pretty';

export function createLogger(format: LogFormat, level = 'info'): Logger {
  if (format === 'pretty') {
    return pino({ level }, pretty({ colorize: process.stdout.isTTY === true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
  }
  // Written asynchronously: a synchronous write of each access line cost the HTTP thread about a
  // quarter of a millisecond per request. Lines logged while a write is out go in the next one, and
  // pino writes what is left synchronously when the process exits.
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination({ dest: 1, sync: false }));
}

/** For an engine used as a library (tests): only errors, as JSON on stderr. */
export function quietLogger(): Logger {
  return pino({ level: 'error', base: undefined }, pino.destination(2));
}
