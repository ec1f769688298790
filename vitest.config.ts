import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Builds the scale-0.01 demo databases once, before any worker starts (cached by source hash).
    globalSetup: ['tests/support/demo-db.ts'],
    // Native SQLite and child processes: separate processes isolate them best.
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
