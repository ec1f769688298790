import { buildDatabasesSync } from './databases/build/build.js';
import { regulatoryDomain } from './databases/build/domains/regulatory.js';
import { openCommentsDomain } from './databases/build/domains/open-comments.js';
const scale = Number(process.argv[2] ?? '0.01');
const out = process.argv[3] ?? '/tmp/regtest/out';
const now = new Date(process.argv[4] ?? '2026-11-22T04:30:00Z');
buildDatabasesSync({ outDir: out, scale, seed: 1, now, domains: [regulatoryDomain, openCommentsDomain], skipDiskCheck: true });
