// The engine's front door: everything a service (its /api shims, pages, builders) and the command
// line may use. Nothing outside engine/ imports from its folders directly.

// Serving
export { Engine, type EngineOptions, type DatabaseFile } from './engine.js';
export { startServer, type RunningServer } from './server.js';
export { startService, serviceEngine, inspectService } from './service.js';
export { warmOnStart } from './inspect/warm.js';
export { readInspect } from './inspect/store.js';
export { requestClient, type Mount } from './http/app.js';
export { cacheControlValue } from './http/cache.js';

// Configuration and the command line
export { loadServiceConfig, type ServiceConfig } from './config/service.js';
export { facetColumn, loadCannedQueries, loadMetadata, type TableMetadata } from './config/metadata.js';
export { introspect } from './db/introspect.js';
export { checkService, type Problem } from './config/check.js';
export { ConfigError } from './config/load.js';
export { importServiceModule } from './config/modules.js';
export { parseServeArgs, SERVE_USAGE, UsageError } from './cli.js';

// Operations
export { createLogger, type LogFormat, type Logger } from './ops/logger.js';
export { stopOnSignals } from './ops/lifecycle.js';
export { markShed } from './ops/access-log.js';
export { SERVER_NODE_FLAGS } from './ops/server-flags.js';

// Running queries (one call for every caller), their typed failures and how each surface answers them
export type { QueryCall, QueryAnswer } from './query/run.js';
export { QueryFailure, type FailureKind, type ShedReason } from './query/failure.js';
export { apiAnswer, datasetteAnswer, failureHeaders, type ApiContext } from './query/answers.js';
export { jsonValue, rowObject, type JsonValue } from './query/values.js';
export { columnFilter, columnPhrase, formKey, knownCounts, plainToken, type FullTextForm } from './query/known-counts.js';
export type { ParamValue, QueryResult } from './pool/protocol.js';
export { extractNamedParameters } from './sql/named-params.js';
export { tildeEncode } from './url/tilde.js';
export { sqlOfLink, type DocumentedSql } from './inspect/documented-sql.js';
export { loadPages } from './pages/load.js';
export { pathVariables } from './pages/path-pattern.js';

// Agents: what a service offers them as MCP tools besides the engine's own
export { ToolError, type ToolErrorDetail } from './mcp/tool.js';
export { BodyText, type Operation } from './mcp/operations.js';

// JSON encoding (Python's json.dumps, as Datasette writes it)
export { dumps, encodeCell, RawJson, type PyJson, type SqlValue } from './json/pyjson.js';

// Snapshots
export { publish } from './snapshot/publish.js';
export { pull, PullRefused } from './snapshot/pull.js';
export { readState, rollback } from './snapshot/state.js';
export { isoWeek, WEEK_ID } from './snapshot/manifest.js';
