// A client for the /api routes of a running server that checks every response it gets (success
// and error alike) against the schema its route declares for that status in /api/openapi.json.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

export type JsonObject = Record<string, unknown>;

export interface ApiResponse<T = JsonObject> {
  status: number;
  headers: Headers;
  body: T;
}

interface Operation {
  responses: Record<string, { $ref?: string; content?: { 'application/json': { schema: JsonObject } } }>;
}

export class ApiClient {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: Array<{ pattern: RegExp; operation: Operation }>;

  private constructor(
    readonly base: string,
    readonly document: JsonObject,
  ) {
    this.ajv.addSchema({ $id: 'https://openregs.test/api', components: document.components }, 'api');
    const paths = document.paths as Record<string, { get: Operation }>;
    this.templates = Object.entries(paths).map(([template, item]) => ({
      pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
      operation: item.get,
    }));
  }

  /** `base`: the server's origin (no trailing slash). */
  static async connect(base: string): Promise<ApiClient> {
    const response = await fetch(`${base}/api/openapi.json`);
    if (response.status !== 200) throw new Error(`/api/openapi.json answered ${response.status}`);
    return new ApiClient(base, (await response.json()) as JsonObject);
  }

  /** GET `path` (from `/`); the body must match the declared schema for the status, and no 500 is allowed. */
  async get<T = JsonObject>(path: string, init: RequestInit = {}): Promise<ApiResponse<T>> {
    const response = await fetch(this.base + path, init);
    const text = await response.text();
    if (response.status === 500) throw new Error(`500 from ${path}: ${text}`);
    if (init.method === 'HEAD') return { status: response.status, headers: response.headers, body: text as T };
    const body = JSON.parse(text) as T;
    this.check(path, response.status, body);
    return { status: response.status, headers: response.headers, body };
  }

  private check(path: string, status: number, body: unknown): void {
    const validate = this.validatorFor(new URL(path, this.base).pathname, status);
    if (!validate(body)) {
      throw new Error(
        `${path} → ${status}: body does not match its declared schema: ${this.ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 2000)}`,
      );
    }
  }

  /** The declared schema for this path and status; paths no route matches answer with the Error schema. */
  private validatorFor(pathname: string, status: number): ValidateFunction {
    const operation = this.templates.find((t) => t.pattern.test(pathname))?.operation;
    let ref: string;
    if (!operation) {
      ref = '#/components/schemas/Error';
    } else {
      const declared = operation.responses[String(status)];
      if (!declared) throw new Error(`${pathname} answered ${status}, which its route does not declare`);
      const response = declared.$ref ? (this.resolve(declared.$ref) as Operation['responses'][string]) : declared;
      ref = response.content!['application/json'].schema.$ref as string;
    }
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `https://openregs.test/api${ref}` });
      this.validators.set(ref, validate);
    }
    return validate;
  }

  private resolve(ref: string): unknown {
    let node: unknown = this.document;
    for (const key of ref.replace(/^#\//, '').split('/')) node = (node as JsonObject)[key];
    return node;
  }
}

export interface ListBody<R = JsonObject> {
  ok: true;
  route: string;
  params: JsonObject;
  count: number;
  limit: number;
  offset: number;
  next: string | null;
  results: R[];
}

export interface RecordBody<R = JsonObject> {
  ok: true;
  route: string;
  params: JsonObject;
  result: R;
}

export interface ErrorBody {
  ok: false;
  status: number;
  error: string;
  route: string | null;
  parameter?: string;
  rule?: string;
}
