import { describe, expect, it } from 'vitest';
import { tildeDecode, tildeEncode } from '../../engine/url/tilde.js';

describe('tildeEncode', () => {
  it('encodes the tilde-encoding examples of Datasette 0.65', () => {
    expect(tildeEncode('table/with/slashes.csv')).toBe('table~2Fwith~2Fslashes~2Ecsv');
    expect(['a/b', '.c-d'].map(tildeEncode).join(',')).toBe('a~2Fb,~2Ec-d');
    expect(tildeEncode('Table With Space In Name')).toBe('Table+With+Space+In+Name');
  });

  it('keeps only A-Za-z0-9_- and escapes every other UTF-8 byte upper-case', () => {
    expect(tildeEncode('AZaz09_-')).toBe('AZaz09_-');
    expect(tildeEncode('.~,%+')).toBe('~2E~7E~2C~25~2B');
    expect(tildeEncode('é')).toBe('~C3~A9');
    expect(tildeEncode('\u{1f600}')).toBe('~F0~9F~98~80');
    expect(tildeEncode('a\nb')).toBe('a~0Ab');
    expect(tildeEncode('')).toBe('');
  });
});

describe('tildeDecode', () => {
  it('decodes the tilde-encoding examples of Datasette 0.65', () => {
    expect(tildeDecode('table~2Fwith~2Fslashes~2Ecsv')).toBe('table/with/slashes.csv');
    expect('a~2Fb,~2Ec-d'.split(',').map(tildeDecode)).toEqual(['a/b', '.c-d']);
    expect(tildeDecode('Table+With+Space+In+Name')).toBe('Table With Space In Name');
  });

  it('accepts lower-case hex and decodes multi-byte UTF-8 runs', () => {
    expect(tildeDecode('a~2fb')).toBe('a/b');
    expect(tildeDecode('caf~C3~A9')).toBe('café');
    expect(tildeDecode('~F0~9F~98~80')).toBe('\u{1f600}');
    expect(tildeDecode('~2B')).toBe('+');
  });

  it('leaves a literal % alone (so %2F is not decoded)', () => {
    expect(tildeDecode('a%2Fb')).toBe('a%2Fb');
    expect(tildeDecode('100%')).toBe('100%');
  });

  it("turns a ~ that starts no valid escape into %, as Datasette's ~→% substitution does", () => {
    expect(tildeDecode('a~zz')).toBe('a%zz');
    expect(tildeDecode('end~')).toBe('end%');
    expect(tildeDecode('~2')).toBe('%2');
  });

  it('replaces invalid UTF-8 with U+FFFD and never throws', () => {
    expect(tildeDecode('~FF')).toBe('\ufffd');
    expect(tildeDecode('~E2~82x')).toBe('\ufffdx');
    expect(tildeDecode('~C3~C3~A9')).toBe('\ufffdé');
    expect(tildeDecode('~EF~BB~BFA')).toBe('\ufeffA');
  });

  it('round-trips arbitrary strings', () => {
    const samples = [
      'table/with/slashes.csv',
      'Table With Space In Name',
      'a~b%c+d',
      'Ünïcödé \u{1d41c} 日本',
      '0.9637347441012087',
      '$null',
      '--;\'"',
      '',
    ];
    // Deterministic extra samples over a mixed alphabet (seeded LCG, not Math.random).
    const alphabet = ['a', 'Z', '0', '_', '-', '.', '/', '~', '%', '+', ' ', ',', 'é', '\u{1f600}', '~2F', '%41'];
    let state = 12345;
    for (let n = 0; n < 500; n++) {
      let s = '';
      const length = n % 9;
      for (let k = 0; k < length; k++) {
        state = (state * 1103515245 + 12345) % 2147483648;
        s += alphabet[(state >>> 16) % alphabet.length];
      }
      samples.push(s);
    }
    for (const s of samples) expect(tildeDecode(tildeEncode(s))).toBe(s);
  });
});
