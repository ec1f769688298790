// A service's own operations (its /api routes, as the kit declares them) offered to agents as MCP
// tools. The engine knows only this interface: a mount that has operations lists them, and each
// becomes a tool named after its operationId in snake_case.
import type { PyJson } from '../json/pyjson.js';
import type { JsonObject } from './json.js';
import { Written, type ToolSpec } from './tool.js';
import { plainJson } from './json.js';

export interface Operation {
  /** The OpenAPI operationId, e.g. `searchMembers` (the tool is `search_members`). */
  operationId: string;
  /** A short human title (the OpenAPI summary). */
  title: string;
  description: string;
  /** Its parameters (path and query) as one object schema, from the declarations the OpenAPI document is built from. */
  inputSchema: JsonObject;
  /** The schema of its response body. */
  outputSchema: JsonObject;
  /**
   * Answer exactly as the HTTP route does, with the arguments as its parameters: the response body
   * (as its JSON text when the route writes one), or a ToolError (a parameter broke a rule, no such
   * record) or a QueryFailure.
   */
  call(args: Record<string, unknown>, client: string): Promise<PyJson | BodyText>;
}

/** A response body as the JSON text its HTTP route writes. */
export class BodyText {
  constructor(readonly json: string) {}
}

/** `searchMembers` → `search_members`, `getOrgOfficers` → `get_org_officers`. */
export function toolName(operationId: string): string {
  return operationId.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

export function operationTool(op: Operation): ToolSpec {
  return {
    name: toolName(op.operationId),
    title: op.title,
    description: op.description,
    inputSchema: op.inputSchema,
    outputSchema: op.outputSchema,
    narrow: "Ask for less: use this tool's filters, or a smaller limit.",
    run: async (args, call) => {
      const answer = await op.call(args, call.client);
      if (answer instanceof BodyText) {
        // The route's own text is sent as it is (JSON that starts with `{` is an object).
        if (answer.json.trimStart().startsWith('{')) return new Written(answer.json);
      } else {
        const body = plainJson(answer);
        if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body;
      }
      throw new Error(`operation ${op.operationId} answered with a body that is not a JSON object`);
    },
  };
}
