// `/member/{bioguide_id}` patterns: each `{name}` matches one whole path segment.
const VARIABLE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export function pathVariables(pattern: string): string[] {
  return [...pattern.matchAll(VARIABLE)].map((m) => m[1]);
}

/** The pattern as a RegExp over the raw (percent-encoded) path. */
export function patternRegExp(pattern: string): RegExp {
  const parts = pattern.split(VARIABLE);
  // split with a capture group alternates literal text and variable names
  const source = parts.map((p, i) => (i % 2 ? `(?<${p}>[^/]+)` : p.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${source}$`);
}

/** The path's variables (percent-decoded), or null when it does not match. */
export function matchPath(re: RegExp, path: string): Record<string, string> | null {
  const m = re.exec(path);
  if (!m) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(m.groups ?? {})) {
    try {
      out[k] = decodeURIComponent(v);
    } catch {
      return null;
    }
  }
  return out;
}
