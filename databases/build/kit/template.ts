// Filling `{slot}` placeholders of the vocabulary's title and text patterns.

export type SlotValues = Readonly<Record<string, string | number>> | ((slot: string) => string | undefined);

export interface FillOptions {
  /** A value starting "The " placed inside a sentence becomes "the …". */
  lowerInnerThe?: boolean;
}

/** Replaces each `{slot}` with its value; a slot without a value is left as written. */
export function fill(pattern: string, values: SlotValues, options: FillOptions = {}): string {
  const valueOf =
    typeof values === 'function' ? values : (slot: string): string | undefined => (slot in values ? String(values[slot]) : undefined);
  return pattern.replace(/\{(\w+)\}/g, (whole, slot: string, offset: number) => {
    const value = valueOf(slot);
    if (value === undefined) return whole;
    return options.lowerInnerThe && offset > 0 && value.startsWith('The ') ? `the ${value.slice(4)}` : value;
  });
}
