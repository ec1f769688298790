// Every /api operation of both services is an MCP tool named after its operationId in snake_case,
// with its OpenAPI parameters as its input schema: its structuredContent is the /api response body
// for the same parameters, and a parameter breaking its rule is a tool error naming the parameter
// and the rule as the /api error envelope does. Through the SDK's client, in both protocol eras
// (the client also checks each answer against the tool's output schema).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { ERAS, call, connect, getJson, startService, type McpServerUnderTest, type ServiceName } from './support.js';

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: Record<string, unknown>;
  example?: string | number;
}
interface Document {
  paths: Record<string, { get: { operationId: string; parameters: Parameter[] } }>;
}

const snake = (id: string): string => id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const NOT_TOOLS = ['getOpenApi', 'getIndex', 'runSql'];

/** The /api URL of an operation for these arguments. */
function apiUrl(path: string, parameters: Parameter[], args: Record<string, string | number>): string {
  const query = new URLSearchParams();
  let url = path;
  for (const p of parameters) {
    if (args[p.name] === undefined) continue;
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(args[p.name])));
    else query.set(p.name, String(args[p.name]));
  }
  return query.size ? `${url}?${query}` : url;
}

/** The declared examples as arguments (the /api index builds its example URLs from the same). */
function exampleArgs(parameters: Parameter[]): Record<string, string | number> {
  return Object.fromEntries(parameters.filter((p) => p.example !== undefined).map((p) => [p.name, p.example!]));
}

describe.each(['openregs', 'nonprofits'] as ServiceName[])('the /api operations of %s', (service) => {
  let s: McpServerUnderTest;
  let document: Document;
  let operations: Array<{ path: string; operationId: string; parameters: Parameter[] }>;
  beforeAll(async () => {
    s = await startService(service);
    document = (await getJson<Document>(s.url, '/api/openapi.json')).body;
    operations = Object.entries(document.paths).map(([path, item]) => ({ path, ...item.get }));
  });
  afterAll(() => s?.server.close());

  describe.each(ERAS)('%s era', (era) => {
    let client: Client;
    beforeAll(async () => {
      client = await connect(s.endpoint, era);
    });
    afterAll(() => client?.close());

    it('each operation but the documents and /api/sql is a tool, its input schema its parameters as one object', async () => {
      const { tools } = await client.listTools();
      const operationTools = tools.slice(6);
      expect(operationTools.map((t) => t.name)).toEqual(
        operations.filter((o) => !NOT_TOOLS.includes(o.operationId)).map((o) => snake(o.operationId)),
      );
      for (const op of operations.filter((o) => !NOT_TOOLS.includes(o.operationId))) {
        const tool = tools.find((t) => t.name === snake(op.operationId))!;
        expect(tool.inputSchema, tool.name).toEqual({
          type: 'object',
          properties: Object.fromEntries(
            op.parameters.map((p) => [
              p.name,
              { ...p.schema, description: p.description, ...(p.example !== undefined ? { examples: [p.example] } : {}) },
            ]),
          ),
          required: op.parameters.filter((p) => p.required).map((p) => p.name),
          additionalProperties: false,
        });
        expect(JSON.stringify(tool.outputSchema), tool.name).not.toContain('$ref');
        expect(tool.description, tool.name).toMatch(/^\S+( \S+){4}/);
      }
    });

    it('each tool answers with its declared examples exactly what its /api URL answers', async () => {
      for (const op of operations.filter((o) => !NOT_TOOLS.includes(o.operationId))) {
        const args = exampleArgs(op.parameters);
        const http = await getJson(s.url, apiUrl(op.path, op.parameters, args));
        expect(http.status, op.path).toBe(200);
        const r = await call(client, snake(op.operationId), args);
        expect(r.isError, `${op.operationId}: ${r.text}`).toBe(false);
        expect(r.structured, op.operationId).toEqual(http.body);
        expect(JSON.parse(r.text.split('\n\n')[0]), op.operationId).toEqual(http.body);
      }
    });

    it('a later page (limit, offset) is the same page, with the same next link', async () => {
      const op = operations.find(
        (o) =>
          ['limit', 'offset'].every((n) => o.parameters.some((p) => p.name === n)) &&
          o.parameters.every((p) => !p.required || p.example !== undefined),
      )!;
      const args = { ...exampleArgs(op.parameters), limit: 1, offset: 1 };
      const http = await getJson<{ next: string | null }>(s.url, apiUrl(op.path, op.parameters, args));
      const r = await call(client, snake(op.operationId), args);
      expect(r.structured).toEqual(http.body);
    });

    it('a parameter breaking its rule is a tool error naming the parameter and the rule, as the /api error envelope does', async () => {
      const list = operations.find((o) => o.parameters.some((p) => p.name === 'limit' && p.schema.maximum !== undefined))!;
      const limit = list.parameters.find((p) => p.name === 'limit')!;
      const required = list.parameters.filter((p) => p.required);
      const base = exampleArgs(required);
      const tooMany = { ...base, limit: Number(limit.schema.maximum) + 1 };
      const cases: Array<Record<string, string | number>> = [tooMany, { ...base, limit: 'many' }, { ...base, limit: 2.5 }];
      // A missing path parameter cannot be sent over HTTP; a missing query parameter can.
      if (required.length && required.every((p) => p.in === 'query')) cases.push({});
      for (const args of cases) {
        const http = await getJson<{ error: string; parameter: string; rule: string }>(s.url, apiUrl(list.path, list.parameters, args));
        expect(http.status, JSON.stringify(args)).toBe(400);
        const r = await call(client, snake(list.operationId), args);
        expect(r.isError, JSON.stringify(args)).toBe(true);
        expect(r.text).toBe(`${http.body.error}\nparameter: ${http.body.parameter}\nrule: ${http.body.rule}`);
      }
      const unknown = await call(client, snake(list.operationId), { ...base, limt: 5 });
      expect(unknown.isError).toBe(true);
      expect(unknown.text).toMatch(
        /^Unknown parameter "limt": this operation takes .*limit.*\nparameter: limt\nrule: additionalProperties$/,
      );
      const wrongType = await call(client, snake(list.operationId), { ...base, limit: [5] });
      expect(wrongType.text).toMatch(/^Parameter "limit" must be a string or a number\nparameter: limit\nrule: /);
    });

    it('a record that does not exist is a tool error, as the /api 404 says', async () => {
      const record = operations.find((o) => o.parameters.length === 1 && o.parameters[0].in === 'path' && o.path.split('/').length === 4)!;
      const p = record.parameters[0];
      const value = typeof p.example === 'number' ? 999_999_999 : String(p.example).replace(/\w/g, (c) => (/\d/.test(c) ? '9' : 'Z'));
      const http = await getJson<{ error: string; parameter: string; rule: string }>(
        s.url,
        apiUrl(record.path, record.parameters, { [p.name]: value }),
      );
      expect(http.status).toBe(404);
      const r = await call(client, snake(record.operationId), { [p.name]: value });
      expect(r.isError).toBe(true);
      expect(r.text).toBe(`${http.body.error}\nparameter: ${http.body.parameter}\nrule: ${http.body.rule}`);
    });
  });
});
