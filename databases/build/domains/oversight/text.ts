// Filling title and description patterns.

/** Replace `{key}` placeholders; an issue phrase set inside a sentence loses its capital "The". */
export function fill(pattern: string, values: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, key: string, offset: number) => {
    if (!(key in values)) return whole;
    const value = String(values[key]);
    return offset > 0 && value.startsWith('The ') ? `the ${value.slice(4)}` : value;
  });
}
