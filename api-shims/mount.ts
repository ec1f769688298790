// PLACEHOLDER until the /api layer lands: OpenRegs mounts nothing beyond the engine's routes.
import type { Mount } from '../engine/http/app.js';

export function openregsMounts(): Mount[] {
  return [];
}
