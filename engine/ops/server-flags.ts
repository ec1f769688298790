// The V8 flags a server process starts with: the Dockerfile, package.json's `start`, the command's
// own `#!` line and every bench that starts a server give them (tests/unit/server-flags.test.ts
// keeps them alike). They must be on the command line: V8 reads them when it sets up the heap.
//
// Why: every answer's rows arrive from a SQL worker in a buffer of their own (about 200 KB for a
// page of 1,000 rows), and on a heap of ~35 MB live V8 ran a full collection every ~10 MB of them,
// 10-20 ms each, on the thread that serves HTTP. An old generation allowed 128 MB before it is
// collected makes them a quarter as frequent, for at most that much more memory.
export const SERVER_NODE_FLAGS: readonly string[] = ['--initial-old-space-size=128'];
