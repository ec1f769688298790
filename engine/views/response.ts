// What a view hands back to the HTTP layer.
import type { Body } from '../http/render.js';

export interface ViewResponse {
  status: number;
  body: Body;
  /** Data views get Cache-Control (on 200) and Referrer-Policy. */
  dataView: boolean;
  nextUrl?: string | null;
  headers?: Record<string, string>;
}
