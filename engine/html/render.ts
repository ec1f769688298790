// Renders a page template with what every page shares: the instance metadata for the footer and the
// breadcrumbs.
import type nunjucks from 'nunjucks';
import type { Engine } from '../engine.js';
import { engineEnvironment } from './environment.js';
import { searchPathOf } from '../search/registry.js';

export interface Crumb {
  label: string;
  href: string;
}

export function siteContext(engine: Engine): Record<string, string | undefined> {
  const m = engine.metadata;
  return {
    title: m.title,
    description: m.description,
    description_html: m.description_html,
    license: m.license,
    license_url: m.license_url,
    source: m.source,
    source_url: m.source_url,
    about: m.about,
    about_url: m.about_url,
    // The header's search box posts here (set when the service declares `search:`).
    search: searchPathOf(engine),
  };
}

export function renderTemplate(
  engine: Engine,
  template: string,
  context: object,
  crumbs: Crumb[] = [],
  env: nunjucks.Environment = engineEnvironment(),
): string {
  return env.render(template, { ...context, site: siteContext(engine), crumbs });
}
