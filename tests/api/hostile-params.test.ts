// Parameter text that a lenient number coercion or SQLite itself would turn into something else
// than what was sent: refused with a 400 naming the parameter and the rule.
import { describe, it } from 'vitest';
import { expectError, useApiFixture } from './fixture.js';

const fixture = useApiFixture();

describe('integers are finite whole numbers within their bounds', () => {
  it.each([
    ['/api/search/members?q=a&limit=1e309', 'limit'],
    ['/api/search/members?q=a&limit=Infinity', 'limit'],
    ['/api/search/members?q=a&limit=-Infinity', 'limit'],
    ['/api/search/members?q=a&limit=2.5', 'limit'],
    ['/api/search/members?q=a&offset=1e309', 'offset'],
    [`/api/search/members?q=a&offset=${'9'.repeat(400)}`, 'offset'],
    ['/api/search/legislation?q=tax&congress=1e309', 'congress'],
    ['/api/search/lobbying?q=tax&year=1e309', 'year'],
    ['/api/search/lobbying?q=tax&year=0x7e7', 'year'],
  ])('%s', async (path, parameter) => {
    await expectError(fixture.api, path, 400, parameter, 'type');
  });

  it('a number beyond the declared bounds is still named with its bound', async () => {
    await expectError(fixture.api, '/api/search/members?q=a&limit=999999999', 400, 'limit', 'maximum');
  });
});

describe('a NUL character in a parameter', () => {
  it.each([
    ['/api/search/members?q=a%00b', 'q'],
    ['/api/search/lobbying?q=tax&issue_code=EN%00V', 'issue_code'],
    [`/api/sql?sql=${encodeURIComponent('select 1;\u0000delete from x')}`, 'sql'],
  ])('%s', async (path, parameter) => {
    await expectError(fixture.api, path, 400, parameter, 'nul');
  });
});
