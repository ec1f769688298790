// The MCP endpoint's small parts on their own: tool names from operationIds, the allowed Host
// names, the bounded answer text, JSON values as a parser reads them back, metadata HTML as text.
import { describe, expect, it } from 'vitest';
import { RawJson } from '../../engine/json/pyjson.js';
import { allowedHosts } from '../../engine/mcp/hosts.js';
import { plainJson } from '../../engine/mcp/json.js';
import { toolName } from '../../engine/mcp/operations.js';
import { answerText } from '../../engine/mcp/text.js';
import { Written, type JsonObject } from '../../engine/mcp/tool.js';
import { plainText } from '../../engine/mcp/describe.js';

describe('toolName', () => {
  it('is the operationId in snake_case', () => {
    expect(['searchMembers', 'getMember', 'getOrgOfficers', 'searchDaf', 'listQuestions', 'getOpenApi'].map(toolName)).toEqual([
      'search_members',
      'get_member',
      'get_org_officers',
      'search_daf',
      'list_questions',
      'get_open_api',
    ]);
  });
});

describe('allowedHosts', () => {
  it('is the loopback names plus the listed ones, ports dropped, lower-cased', () => {
    expect(allowedHosts('')).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(allowedHosts(' Data.Example.org, mcp.example.org:8443 ,')).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
      'data.example.org',
      'mcp.example.org',
    ]);
  });

  it('refuses what is not a host name, naming it', () => {
    expect(() => allowedHosts('https://example.org/')).toThrow(/mcp_allowed_hosts: "https:\/\/example.org\/" is not a host name/);
    expect(() => allowedHosts('a b')).toThrow(/"a b" is not a host name/);
  });
});

/** `answer` as a tool writes it, read back from its text where the text must be cut. */
function written(answer: JsonObject, note?: string): Written {
  return new Written(JSON.stringify(answer), note);
}

describe('answerText', () => {
  it('is the JSON itself, and the note, when it fits', () => {
    expect(answerText(written({ rows: [1, 2] }), 'Ask for less.')).toBe('{"rows":[1,2]}');
    expect(answerText(written({ rows: [] }, 'A note.'), 'Ask for less.')).toBe('{"rows":[]}\n\nA note.');
    // Written text is the text, as the worker wrote it, spaces and all.
    expect(answerText(new Written('{"rows": [1, 2]}'), 'Ask for less.')).toBe('{"rows": [1, 2]}');
  });

  it('cuts the longest list to what fits, saying how many items were left out and how to ask for less', () => {
    const answer = {
      columns: ['a'],
      rows: Array.from({ length: 100 }, (_, i) => ({ a: 'x'.repeat(90) + String(i).padStart(3, '0') })),
      other: [1],
    };
    const text = answerText(written(answer, 'Truncated.'), 'Add a LIMIT.', 3000);
    expect(text.length).toBeLessThanOrEqual(3000);
    const m =
      /^(.*)\n\nThis text shows (\d+) of the 100 items of "rows": the other (\d+) are left out here \(structuredContent holds them all\)\. Add a LIMIT\.\n\nTruncated\.$/s.exec(
        text,
      );
    expect(m).not.toBeNull();
    const kept = Number(m![2]);
    expect(kept).toBeGreaterThan(10);
    expect(kept + Number(m![3])).toBe(100);
    expect(JSON.parse(m![1])).toEqual({ ...answer, rows: answer.rows.slice(0, kept) });
  });

  it('cuts the text itself when there is no list to shorten', () => {
    const text = answerText(written({ value: 'y'.repeat(5000) }), 'Select less.', 1000);
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text).toMatch(/\n\nThis text is cut at 1000 characters of 5012 \(structuredContent holds the whole answer\)\. Select less\.$/);
  });
});

describe('plainJson', () => {
  it('reads values back as JSON.parse would read what dumps writes', () => {
    const value = {
      big: 9007199254740993n,
      raw: new RawJson('{"a": [1, 2]}'),
      map: new Map([['2', 'b']]),
      nan: Number.NaN,
      list: [1.5, null, 'é'],
    };
    expect(plainJson(value)).toEqual({ big: 9007199254740992, raw: { a: [1, 2] }, map: { 2: 'b' }, nan: null, list: [1.5, null, 'é'] });
  });
});

describe('plainText', () => {
  it('drops tags and decodes the common entities', () => {
    expect(plainText('<p>Rules &amp; notices, <code>a &lt; b</code>.</p>\n<p>Second.</p>')).toBe('Rules & notices, a < b.\nSecond.');
  });
});
