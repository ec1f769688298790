// Which protocol era a request belongs to, decided without the SDK where the answer is plain: the
// SDK's own test (isLegacyRequest) parses the whole message against its schemas, and a 2026-era
// request is then classified a second time by the handler that serves it.
import { PROTOCOL_VERSION_META_KEY } from '@modelcontextprotocol/server';

/** The first protocol revision of the 2026 era; revisions are dates, compared as text (as the SDK does). */
const FIRST_MODERN_REVISION = '2026-07-28';

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * 'legacy' for one well-formed JSON-RPC request the SDK would serve as 2025-era: no `_meta` in its
 * params (so no per-request envelope claim) and no 2026-era MCP-Protocol-Version header.
 * 'modern' for a request (other than initialize) whose `_meta` makes the envelope claim: the SDK's
 * 2026 handler answers it, serving it or refusing it as malformed. Otherwise undefined: ask the SDK.
 */
export function plainEra(protocolVersionHeader: string | null, body: unknown): 'legacy' | 'modern' | undefined {
  if (!isPlainObject(body) || typeof body.method !== 'string' || 'result' in body || 'error' in body) return undefined;
  const { params } = body;
  if (params !== undefined && !isPlainObject(params)) return undefined;
  const meta = params?._meta;
  if (body.method !== 'initialize' && isPlainObject(meta) && PROTOCOL_VERSION_META_KEY in meta) return 'modern';
  if (body.jsonrpc !== '2.0' || !(typeof body.id === 'string' || Number.isSafeInteger(body.id)) || meta !== undefined) return undefined;
  const header = protocolVersionHeader?.trim();
  return header === undefined || header < FIRST_MODERN_REVISION ? 'legacy' : undefined;
}
