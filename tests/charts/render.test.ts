// The chart renderer on its own: a declared Vega-Lite spec compiled once and drawn as SVG per rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CompiledChart } from '../../engine/charts/render.js';
import { inUtc, specProblem } from '../../engine/charts/spec.js';
import { dataSummary } from '../../engine/charts/summary.js';

const MONTHLY = {
  mark: 'bar',
  encoding: {
    x: { field: 'month', type: 'temporal', timeUnit: 'yearmonth', title: 'Month' },
    y: { field: 'trades', type: 'quantitative', title: 'Trades' },
  },
};

/** 24 months of 2023–2024, March 2024 the busiest. */
const MONTHS = Array.from({ length: 24 }, (_, i) => ({
  month: `${2023 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
  trades: i === 14 ? 17 : (i * 7) % 11,
}));

const bars = (svg: string): number => (svg.match(/aria-roledescription="bar"/g) ?? []).length;

describe('CompiledChart', () => {
  const chart = new CompiledChart(MONTHLY, { strict: true });

  it('draws one bar per row, with both axis titles', async () => {
    const svg = await chart.render(MONTHS);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(bars(svg)).toBe(24);
    expect(svg).toMatch(/class="mark-text role-axis-title"[^]*>Month<\/text>/);
    expect(svg).toMatch(/class="mark-text role-axis-title"[^]*>Trades<\/text>/);
    expect(bars(await chart.render(MONTHS.slice(0, 5)))).toBe(5);
  });

  it('gives the same markup for the same rows, even drawn side by side', async () => {
    const [a, b, c] = await Promise.all([chart.render(MONTHS), chart.render(MONTHS), chart.render(MONTHS.slice(0, 3))]);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    expect(await chart.render(MONTHS)).toBe(a);
  });

  it('reads and shows dates in UTC, whatever the server time zone', async () => {
    const daily = new CompiledChart(
      {
        mark: 'point',
        encoding: { x: { field: 'at', type: 'temporal', title: 'At' }, y: { field: 'n', type: 'quantitative' } },
      },
      { strict: true },
    );
    // SQLite's datetime text has no zone: midnight on the 1st stays March 1st.
    const rows = [
      { at: '2024-03-01 00:00:00', n: 1 },
      { at: '2024-03-03 00:00:00', n: 2 },
    ];
    const saved = process.env.TZ;
    const drawn: string[] = [];
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
        process.env.TZ = tz;
        drawn.push(await daily.render(rows), await chart.render(MONTHS));
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
    expect(drawn[2]).toBe(drawn[0]);
    expect(drawn[4]).toBe(drawn[0]);
    expect(drawn[3]).toBe(drawn[1]);
    expect(drawn[5]).toBe(drawn[1]);
    expect(drawn[0]).toContain('aria-label="At: Mar 01, 2024; n: 1"');
    expect(drawn[0]).toContain('from Friday, 01 March 2024, 12:00:00 AM UTC');
    // The busiest month is labelled March 2024 in every zone.
    expect(drawn[1]).toContain('aria-label="Month: Mar 2024; Trades: 17"');
  });

  it('makes time units and temporal scales UTC', () => {
    expect(inUtc(MONTHLY)).toMatchObject({ encoding: { x: { timeUnit: 'utcyearmonth' } } });
    expect(inUtc({ encoding: { x: { field: 'd', type: 'temporal' } } })).toEqual({
      encoding: { x: { field: 'd', type: 'temporal', scale: { type: 'utc' } } },
    });
    expect(inUtc({ transform: [{ timeUnit: { unit: 'utcyear' }, field: 'd', as: 'y' }] })).toEqual({
      transform: [{ timeUnit: { unit: 'utcyear' }, field: 'd', as: 'y' }],
    });
  });

  it('summarises the data in one line', () => {
    expect(dataSummary(MONTHLY, MONTHS)).toBe('24 bars; highest: 2024-03, 17 trades');
    expect(
      dataSummary({ mark: 'line', encoding: { x: { field: 'k' }, y: { aggregate: 'count' } } }, [{ k: 'a' }, { k: 'b' }, { k: 'b' }]),
    ).toBe('2 points on a line; highest: b, 2 rows');
    expect(dataSummary({ mark: 'bar' }, [{ k: 1 }])).toBe('1 bar');
  });
});

describe('a spec cannot reach outside', () => {
  it('declared specs may not carry data or a URL', () => {
    expect(specProblem({ mark: 'bar', data: { url: 'x.csv' } })).toContain('may not have "data"');
    expect(specProblem({ mark: 'bar', datasets: {} })).toContain('may not have "datasets"');
    expect(specProblem({ mark: 'bar', transform: [{ lookup: 'a', from: { data: { url: 'b.json' }, key: 'k' } }] })).toContain(
      'may not name a URL (transform[0].from.data.url)',
    );
    expect(specProblem({ mark: 'bar', encoding: {} })).toBeNull();
  });

  // The loader is the second wall: even a spec built past the checks fetches nothing.
  let server: Server;
  let requests = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests++;
      res.end('');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('the renderer loads no image, file or data', async () => {
    const { port } = server.address() as AddressInfo;
    const image = new CompiledChart(
      { mark: 'image', encoding: { x: { field: 'a', type: 'quantitative' }, url: { value: `http://127.0.0.1:${port}/x.png` } } },
      { strict: false },
    );
    await image.render([{ a: 1 }]).catch(() => undefined);
    const lookup = new CompiledChart(
      {
        mark: 'bar',
        transform: [{ lookup: 'a', from: { data: { url: `http://127.0.0.1:${port}/x.json` }, key: 'a', fields: ['b'] } }],
        encoding: { x: { field: 'a', type: 'ordinal' }, y: { field: 'b', type: 'quantitative' } },
      },
      { strict: false },
    );
    await lookup.render([{ a: 1 }]).catch(() => undefined);
    const file = new CompiledChart(
      {
        mark: 'bar',
        transform: [{ lookup: 'a', from: { data: { url: 'file:///etc/passwd', format: { type: 'csv' } }, key: 'a', fields: ['b'] } }],
        encoding: { x: { field: 'a', type: 'ordinal' } },
      },
      { strict: false },
    );
    const svg = await file.render([{ a: 1 }]).catch((e: Error) => e.message);
    expect(svg).not.toContain('root:');
    expect(requests).toBe(0);
    // The renderer still works after the refusals.
    expect(bars(await new CompiledChart(MONTHLY, { strict: true }).render(MONTHS))).toBe(24);
  });
});
