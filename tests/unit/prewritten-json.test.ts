// Written JSON inside a value serialized whole: its text goes in as it is, and anywhere else it
// serializes as the value it stands for.
import { describe, expect, it } from 'vitest';
import { stringifyWritten, writtenJson } from '../../engine/http/prewritten-json.js';

describe('writtenJson', () => {
  it('is put in as its own text by stringifyWritten, wherever it sits', () => {
    const data = {
      a: writtenJson('{"x": 1, "y": [1.0, "é"]}'),
      b: [writtenJson('{}'), 2],
      c: 'three',
      d: [writtenJson('{"n": 1}'), writtenJson('{"n": 2}')],
    };
    expect(stringifyWritten(data)).toBe('{"a":{"x": 1, "y": [1.0, "é"]},"b":[{},2],"c":"three","d":[{"n": 1},{"n": 2}]}');
  });

  it('serializes as the value it stands for with JSON.stringify, and after a copy key by key', () => {
    const value = writtenJson('{"x": 1, "y": [1.0, "é"]}');
    expect(JSON.stringify({ a: value })).toBe('{"a":{"x":1,"y":[1,"é"]}}');
    const copy = Object.fromEntries(Object.entries(value));
    expect(stringifyWritten({ a: copy })).toBe('{"a":{"x": 1, "y": [1.0, "é"]}}');
    expect(JSON.stringify(copy)).toBe('{"x":1,"y":[1,"é"]}');
  });

  it('cannot be spelled by data: text that looks like a placeholder stays as it is', () => {
    const text = '\u0001written:00000000-0000-0000-0000-000000000000';
    expect(stringifyWritten({ s: text, w: writtenJson('{"k": "v"}') })).toBe(`${JSON.stringify({ s: text }).slice(0, -1)},"w":{"k": "v"}}`);
  });

  it('is put in by a stringifyWritten called from inside another, each in its own text', () => {
    const inner = { toJSON: () => stringifyWritten({ w: writtenJson('{"in": 1}') }) };
    expect(stringifyWritten({ a: writtenJson('{"out": 2}'), b: inner })).toBe('{"a":{"out": 2},"b":"{\\"w\\":{\\"in\\": 1}}"}');
  });

  it('is JSON.stringify itself for data without written values, and leaves nothing behind after a failure', () => {
    expect(stringifyWritten({ a: [1, 'x', null] })).toBe('{"a":[1,"x",null]}');
    expect(stringifyWritten(undefined)).toBeUndefined();
    expect(() => stringifyWritten({ w: writtenJson('{}'), bad: 1n })).toThrow(TypeError);
    expect(JSON.stringify(writtenJson('{"after": true}'))).toBe('{"after":true}');
  });
});
