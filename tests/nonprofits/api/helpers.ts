// Request helpers for the 990 /api tests: a list page expecting 200, an error expecting its status,
// parameter and rule (the envelope always carries both keys).
import { expect } from 'vitest';
import type { ApiClient, JsonObject, ListBody, RecordBody } from '../../api/api-client.js';

export async function list<R = JsonObject>(api: ApiClient, path: string): Promise<ListBody<R>> {
  const response = await api.get<ListBody<R>>(path);
  expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
  return response.body;
}

export async function record<R = JsonObject>(api: ApiClient, path: string): Promise<RecordBody<R>> {
  const response = await api.get<RecordBody<R>>(path);
  expect(response.status, JSON.stringify(response.body).slice(0, 500)).toBe(200);
  return response.body;
}

export interface ErrorEnvelope {
  ok: false;
  status: number;
  error: string;
  route: string | null;
  parameter: string | null;
  rule: string | null;
}

export async function expectError(
  api: ApiClient,
  path: string,
  status: number,
  parameter: string | null,
  rule: string,
): Promise<ErrorEnvelope> {
  const { status: got, body } = await api.get<ErrorEnvelope>(path);
  expect(got, JSON.stringify(body)).toBe(status);
  expect(Object.keys(body).sort()).toEqual(['error', 'ok', 'parameter', 'route', 'rule', 'status']);
  expect(body).toMatchObject({ ok: false, status, parameter, rule });
  if (parameter !== null) expect(body.error).toContain(parameter);
  return body;
}
