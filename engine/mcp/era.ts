// Which protocol era a request belongs to, decided without the SDK where the answer is plain: the
// SDK's own test (isLegacyRequest) parses the whole message against its schemas, and a 2026-era
// request is then classified a second time by the handler that serves it.

/** The first protocol revision of the 2026 era; revisions are dates, compared as text (as the SDK does). */
const FIRST_MODERN_REVISION = '2026-07-28';

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * True when `body` is one well-formed JSON-RPC request that the SDK would serve as a 2025-era
 * request: no `_meta` in its params (so no per-request envelope claim) and no 2026-era
 * MCP-Protocol-Version header. False means "ask the SDK", never "2026 era".
 */
export function plainlyLegacy(protocolVersionHeader: string | null, body: unknown): boolean {
  if (!isPlainObject(body) || body.jsonrpc !== '2.0' || typeof body.method !== 'string') return false;
  if (!(typeof body.id === 'string' || Number.isSafeInteger(body.id)) || 'result' in body || 'error' in body) return false;
  const { params } = body;
  if (params !== undefined && (!isPlainObject(params) || '_meta' in params)) return false;
  const header = protocolVersionHeader?.trim();
  return header === undefined || header < FIRST_MODERN_REVISION;
}
