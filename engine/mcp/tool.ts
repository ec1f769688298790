// What an MCP tool is to the engine: a name, what it tells agents, the JSON Schemas of its arguments
// and its answer, and how to run it. The engine's own tools (tools/) and a service's
// operations (operations.ts) both become these; server.ts serves them the same way.
import type { Engine } from '../engine.js';
import type { LineFields } from '../ops/access-log.js';
import type { JsonObject, JsonValue } from './json.js';

/** Who is calling, and on which HTTP request: for fairness, the quota and magic parameters. */
export interface CallContext {
  engine: Engine;
  /** The client the call counts for (as requestClient identifies the HTTP request). */
  client: string;
  /** The HTTP request's headers (Datasette's `_header_*` magic parameters read them). */
  headers: Headers;
  /** What the call adds to its request's access-log line. */
  line: LineFields;
}

export interface ToolSpec {
  name: string;
  title: string;
  description: string;
  /** A JSON Schema with `type: object` at its root: the tool's arguments. */
  inputSchema: JsonObject;
  /** A JSON Schema with `type: object` at its root: the tool's `structuredContent`. */
  outputSchema: JsonObject;
  /** What to tell an agent whose answer is too long to show whole: how to ask for less. */
  narrow: string;
  /**
   * The answer as JSON. Throws a ToolError when the arguments are wrong and a QueryFailure when the
   * query failed; anything else is the server's fault.
   */
  run(args: Record<string, unknown>, call: CallContext): Promise<JsonObject | Written>;
}

/**
 * An answer as JSON text (a JSON object), as a SQL worker or an HTTP route wrote it: sent as it is,
 * and read back into values only where they are needed (to cut a text too long to show whole).
 */
export class Written {
  private parsed: JsonObject | undefined;

  constructor(
    readonly json: string,
    /** A note to add to the answer's text (that it was truncated, say). */
    readonly note?: string,
    value?: JsonObject,
  ) {
    this.parsed = value;
  }

  get value(): JsonObject {
    return (this.parsed ??= JSON.parse(this.json) as JsonObject);
  }
}

export interface ToolErrorDetail {
  /** The argument at fault. */
  parameter?: string;
  /** The rule it broke: a JSON Schema keyword or a service's own name for it. */
  rule?: string;
}

/** A call refused for its arguments (or what they name): the agent can fix it. */
export class ToolError extends Error {
  constructor(
    message: string,
    readonly detail: ToolErrorDetail = {},
  ) {
    super(message);
    this.name = 'ToolError';
  }
}

export type { JsonObject, JsonValue };
