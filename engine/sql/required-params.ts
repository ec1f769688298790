// Which named parameters of a query must be filled before running it makes sense: a parameter the
// SQL itself allows to be empty (`:p = ''`, `'' = :p`, `:p is null`, `nullif(:p`, `coalesce(:p`) is
// optional; every other one is required.
export function optionalParam(sql: string, name: string): boolean {
  const p = `:${name}\\b`;
  return new RegExp(`${p}\\s*(=|is)\\s*''|''\\s*=\\s*${p}|nullif\\s*\\(\\s*${p}|${p}\\s+is\\s+null|coalesce\\s*\\(\\s*${p}`, 'i').test(sql);
}

/** True while a required parameter has no value (absent or empty). */
export function missingRequiredParams(sql: string, names: readonly string[], values: Readonly<Record<string, string>>): boolean {
  return names.some((name) => !optionalParam(sql, name) && (values[name] ?? '') === '');
}
