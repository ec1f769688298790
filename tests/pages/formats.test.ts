// The formats people read on configured pages (engine/html/formats.ts): each on the values it takes
// and on values it does not (shown as they are).
import { describe, expect, it } from 'vitest';
import { count, date, datetime, fillLink, formatValue, humanise, money, number, percent, year } from '../../engine/html/formats.js';

describe('formats', () => {
  it('money: whole dollars, cents when there are any, negatives, numeric text', () => {
    expect(money(1234)).toBe('$1,234');
    expect(money(1234.5)).toBe('$1,234.50');
    expect(money(-50)).toBe('-$50');
    expect(money('2500000')).toBe('$2,500,000');
    expect(money('n/a')).toBe('n/a');
  });

  it('count, number and percent', () => {
    expect(count(1234567)).toBe('1,234,567');
    expect(count(2.6)).toBe('3');
    expect(number(1234.56789)).toBe('1,234.568');
    expect(percent(12.345)).toBe('12.3%');
    expect(percent(null)).toBe('');
  });

  it('dates and years from ISO text; anything else as it is', () => {
    expect(date('2024-03-05')).toBe('Mar 5, 2024');
    expect(date('2024-12-31T23:59:00Z')).toBe('Dec 31, 2024');
    expect(date('2024-13-01')).toBe('2024-13-01');
    expect(date('March 2024')).toBe('March 2024');
    expect(datetime('2024-03-05 14:03:09')).toBe('Mar 5, 2024, 14:03');
    expect(datetime('2024-03-05')).toBe('Mar 5, 2024');
    expect(year('2024-03-05')).toBe('2024');
    expect(year(2024)).toBe('2024');
    expect(formatValue(5, 'text')).toBe('5');
    expect(formatValue(1000, undefined)).toBe('1000');
  });

  it('humanise and fillLink', () => {
    expect(humanise('introduced_date')).toBe('Introduced date');
    expect(humanise('ein')).toBe('Ein');
    expect(fillLink('/bill/{bill_id}', { bill_id: 'hr 1/118' }, 'x')).toBe('/bill/hr%201%2F118');
    expect(fillLink('/member/{value}', { value: 'column' }, 'A1')).toBe('/member/A1');
    expect(fillLink('/bill/{bill_id}', { bill_id: null }, 'x')).toBeNull();
  });
});
