// The thread a serving process finds its service's b-trees on (see statementBtreesOffThread).
import { parentPort, workerData } from 'node:worker_threads';
import type { ServiceConfig } from '../config/service.js';
import { statementBtrees } from './statement-btrees.js';

const config = workerData as ServiceConfig;
statementBtrees(config).then(
  (btrees) => parentPort!.postMessage({ btrees }),
  (e: unknown) => parentPort!.postMessage({ error: e instanceof Error ? e.message : String(e) }),
);
