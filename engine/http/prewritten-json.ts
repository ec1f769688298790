// Values whose JSON is already written (by a SQL worker, or an HTTP route), carried inside an object
// a library serializes itself (the MCP SDK's JSON-RPC answers): `stringifyWritten` puts their text
// in as it is, where JSON.stringify would write the parsed value again after something parsed it
// only to have it written. Anywhere else, JSON.stringify gives the same JSON, parsed from the text.
import { randomUUID } from 'node:crypto';

/** Stands for a written value while `stringifyWritten` runs: no data can spell it (the id is this process's own). */
const MARK = `\u0001written:${randomUUID()}`;
const QUOTED_MARK = JSON.stringify(MARK);

/** The texts met by the innermost `stringifyWritten` running now, in the order they were met. */
let met: string[] | undefined;

/**
 * An object that serializes as `json` (JSON text of an object). Its one key is its own `toJSON`, so
 * a copy made key by key (as schema validators make them) serializes the same.
 */
export function writtenJson(json: string): { toJSON: () => unknown } {
  return {
    toJSON: () => {
      if (!met) return JSON.parse(json) as unknown;
      met.push(json);
      return MARK;
    },
  };
}

/** JSON.stringify(data), with the text of each written value in `data` put in as it is. */
export function stringifyWritten(data: unknown): string | undefined {
  // Its own list: a call from inside a toJSON leaves the outer call's list as it was.
  const outer = met;
  met = [];
  try {
    const text = JSON.stringify(data) as string | undefined;
    if (text === undefined || met.length === 0) return text;
    // Found from the end: a written value usually closes the text (an MCP answer's structuredContent).
    let tail = '';
    let end = text.length;
    for (let i = met.length - 1; i >= 0; i--) {
      const at = text.lastIndexOf(QUOTED_MARK, end - QUOTED_MARK.length);
      if (at < 0) throw new Error('stringifyWritten: a written value was not found in the text');
      tail = met[i] + text.slice(at + QUOTED_MARK.length, end) + tail;
      end = at;
    }
    return text.slice(0, end) + tail;
  } finally {
    met = outer;
  }
}
