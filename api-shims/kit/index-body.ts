// GET /api/: every route with its parameters and an example request built from the declared examples.
import type { ApiRoute, SpecialRoute } from './spec.js';
import type { Body } from './table-routes.js';

function exampleUrl(route: ApiRoute): string {
  let path = route.path;
  const query = new URLSearchParams();
  for (const p of route.params) {
    if (p.example === undefined) continue;
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
    else if (p.required) query.set(p.name, String(p.example));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function indexBody(route: SpecialRoute, routes: readonly ApiRoute[], base: string): Body {
  return {
    ok: true,
    route: route.path,
    openapi: `${base}/api/openapi.json`,
    questions: `${base}/api/questions.json`,
    routes: routes.map((r) => ({
      path: base + r.path,
      summary: r.summary,
      parameters: r.params.map((p) => p.name),
      example: base + exampleUrl(r),
    })),
  };
}
