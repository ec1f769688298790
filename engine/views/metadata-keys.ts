// Instance-level source/license keys appended to data views (only when set, in Datasette's order).
import type { Metadata } from '../config/metadata.js';
import type { PyJson } from '../json/pyjson.js';

export function sourceAndLicense(metadata: Metadata): Record<string, PyJson> {
  const out: Record<string, PyJson> = {};
  for (const key of ['source', 'source_url', 'license', 'license_url'] as const) {
    if (metadata[key]) out[key] = metadata[key]!;
  }
  return out;
}
