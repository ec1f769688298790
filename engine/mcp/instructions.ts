// The MCP server's instructions: the service's agent guide (the file /llms.txt serves), or, for a
// service without one, a short text made from its metadata title and description, the tools and
// the limits.
import { readFileSync, statSync } from 'node:fs';
import type { Engine } from '../engine.js';
import { rowCap } from '../views/query.js';
import { describedText } from './describe.js';

export function instructionsSource(engine: Engine, serviceTools: readonly string[]): () => string {
  const generated = generatedInstructions(engine, serviceTools);
  const file = engine.agentGuide;
  if (!file) return () => generated;
  // Read again when the file changes, as /llms.txt serves it as it now is; looked at no more than
  // once a second, since every MCP request's server is given it.
  let cached: { key: string; text: string } | undefined;
  let checkedAt = -Infinity;
  return () => {
    const now = performance.now();
    if (cached && now - checkedAt < 1000) return cached.text;
    checkedAt = now;
    try {
      const stat = statSync(file);
      const key = `${stat.mtimeMs}:${stat.size}`;
      if (cached?.key !== key) cached = { key, text: readFileSync(file, 'utf8') };
      return cached.text;
    } catch {
      cached = undefined;
      return generated;
    }
  };
}

function generatedInstructions(engine: Engine, serviceTools: readonly string[]): string {
  const title = engine.metadata.title ?? 'This server';
  const description = describedText(engine.metadata);
  const lines = [
    `${title}: read-only SQLite databases (${[...engine.databases.keys()].join(', ')}).`,
    ...(description ? ['', description] : []),
    '',
    'Tools: list_databases, then list_tables and describe_table to learn the tables and columns; execute_sql runs one SELECT;',
    'list_canned_queries and run_canned_query offer ready-made queries.',
    ...(serviceTools.length ? [`The service's own operations: ${serviceTools.join(', ')}.`] : []),
    '',
    `Limits: one read-only statement per call, ${perQuery(engine.settings.sql_time_limit_ms)}, ` +
      `at most ${rowCap(engine.settings)} rows per answer (\`truncated\` says when there were more).` +
      (engine.quota.enabled ? ` Each client may make ${engine.quota.perMinute} tool calls a minute.` : ''),
  ];
  return lines.join('\n');
}

/** A time limit setting in words: 0 is none. */
function perQuery(limitMs: number): string {
  return limitMs > 0 ? `${limitMs / 1000} s per query` : 'no time limit per query';
}
