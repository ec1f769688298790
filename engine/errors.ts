// Errors that end a request with Datasette's exception envelope {"ok", "error", "status", "title"}.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly title: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: 'Database' | 'Table' | 'Record' | 'Query'): HttpError => new HttpError(404, `${what} not found`);

/** The HTML-in-JSON message Datasette sends when the SQL time limit stops a query. */
export function timeLimitMessage(sql: string): string {
  const escaped = sql.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
  return (
    '<p>SQL query took too long. The time limit is controlled by the\n' +
    '<a href="https://docs.datasette.io/en/stable/settings.html#sql-time-limit-ms">sql_time_limit_ms</a>\n' +
    'configuration option.</p>\n' +
    `<textarea style="width: 90%">${escaped}</textarea>\n` +
    '<script>\nlet ta = document.querySelector("textarea");\nta.style.height = ta.scrollHeight + "px";\n</script>'
  );
}
