// Every /api route, in the order the OpenAPI document and the index list them.
import type { ApiRoute } from '../../../../api-shims/kit/spec.js';
import { docketRoutes } from './dockets.js';
import { memberRoutes } from './members.js';
import { searchRoutes } from './searches.js';
import { specialRoutes } from './special.js';

export const API_ROUTES: readonly ApiRoute[] = [...memberRoutes, ...searchRoutes, ...docketRoutes, ...specialRoutes];
