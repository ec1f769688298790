import { describe, expect, it } from 'vitest';
import { firstValue, parseQuery, quotePlus, unquotePlus, urlencode, type QueryPairs } from '../../engine/url/query-string.js';

describe('parseQuery (parse_qsl with keep_blank_values)', () => {
  it('keeps blank values, including keys without =', () => {
    expect(parseQuery('sql=')).toEqual([['sql', '']]);
    expect(parseQuery('_nocount&a=1')).toEqual([
      ['_nocount', ''],
      ['a', '1'],
    ]);
    expect(parseQuery('=x')).toEqual([['', 'x']]);
  });

  it('keeps repeated keys in request order and splits on the first = only', () => {
    expect(parseQuery('_facet=state&x=1&_facet=_city_id&_where=a=b')).toEqual([
      ['_facet', 'state'],
      ['x', '1'],
      ['_facet', '_city_id'],
      ['_where', 'a=b'],
    ]);
  });

  it('skips empty segments and splits on & only', () => {
    expect(parseQuery('')).toEqual([]);
    expect(parseQuery('&&a=1&')).toEqual([['a', '1']]);
    expect(parseQuery('a=1;b=2')).toEqual([['a', '1;b=2']]);
  });

  it('decodes + as space and %XX as UTF-8, in keys and values', () => {
    expect(parseQuery('sql=select+*+from+t&caf%C3%A9=%E2%9C%93')).toEqual([
      ['sql', 'select * from t'],
      ['café', '✓'],
    ]);
    expect(parseQuery('a=%2B%2b%20')).toEqual([['a', '++ ']]);
    expect(parseQuery('a=%26%3D')).toEqual([['a', '&=']]);
  });

  it('leaves malformed % sequences literally and replaces invalid UTF-8', () => {
    expect(parseQuery('a=100%&b=%zz&c=%4&d=%')).toEqual([
      ['a', '100%'],
      ['b', '%zz'],
      ['c', '%4'],
      ['d', '%'],
    ]);
    expect(parseQuery('a=%FF&b=%E2%82')).toEqual([
      ['a', '\ufffd'],
      ['b', '\ufffd'],
    ]);
    expect(unquotePlus('%EF%BB%BFx')).toBe('\ufeffx');
  });

  it('firstValue returns the first occurrence, even when blank', () => {
    const pairs = parseQuery('_sort=&_sort=name&x=1');
    expect(firstValue(pairs, '_sort')).toBe('');
    expect(firstValue(pairs, 'x')).toBe('1');
    expect(firstValue(pairs, 'missing')).toBeUndefined();
  });
});

describe('urlencode (Python urllib.parse.urlencode / quote_plus)', () => {
  it('encodes the _next token of the keyset pagination example of Datasette 0.65', () => {
    expect(urlencode([['_next', '$null,a,h']])).toBe('_next=%24null%2Ca%2Ch');
  });

  it('rebuilds the next_url query string of the keyset pagination example of Datasette 0.65', () => {
    const pairs: QueryPairs = [
      ['_size', '5'],
      ['_nofacet', '1'],
      ['_nosuggest', '1'],
      ['_col', 'sortable_with_nulls'],
      ['_next', '$null,a,h'],
      ['_sort', 'sortable_with_nulls'],
    ];
    expect(urlencode(pairs)).toBe(
      '_size=5&_nofacet=1&_nosuggest=1&_col=sortable_with_nulls&_next=%24null%2Ca%2Ch&_sort=sortable_with_nulls',
    );
  });

  it('keeps alphanumerics and _.-~, writes space as +, everything else %XX upper-case UTF-8', () => {
    expect(quotePlus('aZ09_.-~')).toBe('aZ09_.-~');
    expect(quotePlus('a b+c')).toBe('a+b%2Bc');
    expect(quotePlus('/?&=#%')).toBe('%2F%3F%26%3D%23%25');
    expect(quotePlus('é\u{1f600}')).toBe('%C3%A9%F0%9F%98%80');
    expect(quotePlus('"CA"')).toBe('%22CA%22');
    expect(urlencode([])).toBe('');
    expect(
      urlencode([
        ['a', ''],
        ['', 'b'],
      ]),
    ).toBe('a=&=b');
  });

  it('round-trips through parseQuery', () => {
    const pairs: QueryPairs = [
      ['sql', "select * from t where a = 'x & y' -- 100%"],
      ['_facet', 'state'],
      ['_facet', 'é'],
      ['blank', ''],
      ['plus+key', '1+1=2'],
    ];
    expect(parseQuery(urlencode(pairs))).toEqual(pairs);
  });
});
