// The text of a tool's answer: its JSON, bounded so one answer cannot fill an agent's context. Past
// the bound, the longest list is cut to what fits, and the text says how many items were left out
// and how to ask for less; structuredContent keeps every item.
import type { JsonObject, JsonValue } from './json.js';
import type { Written } from './tool.js';

/** About 25,000 tokens of JSON. */
export const TEXT_LIMIT = 100_000;

export function answerText(written: Written, narrow: string, limit = TEXT_LIMIT): string {
  const whole = written.json;
  const tail = written.note ? `\n\n${written.note}` : '';
  if (whole.length + tail.length <= limit) return whole + tail;
  const answer = written.value;
  const key = longestList(answer);
  if (key !== undefined) {
    const items = answer[key] as JsonValue[];
    const empty = JSON.stringify({ ...answer, [key]: [] });
    // Room for the items: the limit less the answer without them, the note and the words about the cut.
    let room = limit - empty.length - tail.length - 400;
    let kept = 0;
    for (const item of items) {
      const size = JSON.stringify(item).length + 1;
      if (size > room) break;
      room -= size;
      kept++;
    }
    if (kept > 0 || empty.length < limit / 2) {
      const cut = `\n\nThis text shows ${kept} of the ${items.length} items of "${key}": the other ${items.length - kept} are left out here (structuredContent holds them all). ${narrow}`;
      return JSON.stringify({ ...answer, [key]: items.slice(0, kept) }) + cut + tail;
    }
  }
  const cut = `\n\nThis text is cut at ${limit} characters of ${whole.length} (structuredContent holds the whole answer). ${narrow}`;
  return whole.slice(0, limit - cut.length - tail.length) + cut + tail;
}

/** The key of the top-level array that takes the most room, if any. */
function longestList(answer: JsonObject): string | undefined {
  let best: string | undefined;
  let bestSize = 0;
  for (const [key, value] of Object.entries(answer)) {
    if (!Array.isArray(value)) continue;
    const size = JSON.stringify(value).length;
    if (size > bestSize) {
      best = key;
      bestSize = size;
    }
  }
  return best;
}
