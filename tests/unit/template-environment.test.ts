// Every template is compiled when its environment is made, before any page is asked for; a file
// that does not compile is left for the page that renders it to report.
import { mkdtempSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type nunjucks from 'nunjucks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnvironment, ENGINE_TEMPLATES } from '../../engine/html/environment.js';

/** The names a loader holds compiled. */
function compiled(env: nunjucks.Environment): string[] {
  const loaders = (env as unknown as { loaders: Array<{ cache: Record<string, unknown> }> }).loaders;
  return loaders.flatMap((l) => Object.keys(l.cache));
}

let extra: string;
beforeAll(() => {
  extra = mkdtempSync(join(tmpdir(), 'templates-'));
  writeFileSync(join(extra, 'mine.njk'), '{% extends "base.njk" %}{% block content %}mine{% endblock %}');
  writeFileSync(join(extra, 'broken.njk'), '{% if %}');
});
afterAll(() => rmSync(extra, { recursive: true, force: true }));

describe('a template environment', () => {
  it('holds every template compiled as soon as it is made, a service folder and the engine alike', () => {
    const env = createEnvironment([extra]);
    const engine = readdirSync(ENGINE_TEMPLATES).filter((f) => f.endsWith('.njk'));
    expect(engine.length).toBeGreaterThan(5);
    expect(compiled(env)).toEqual(expect.arrayContaining(['mine.njk', ...engine]));
    expect(env.render('mine.njk', { site: {}, crumbs: [] })).toContain('mine');
  });

  it('leaves a template that does not compile to whoever renders it', () => {
    const env = createEnvironment([extra]);
    expect(() => env.render('broken.njk', {})).toThrow(/unexpected token/);
  });
});
