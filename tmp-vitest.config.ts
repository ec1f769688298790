import { defineConfig } from 'vitest/config';
export default defineConfig({
  resolve: { alias: [{ find: /^\.\.\/support\/demo-db\.js$/, replacement: '/tmp/regtest/demo-stub.ts' }] },
  test: { include: ['tests/**/*.test.ts'], pool: 'forks', testTimeout: 120_000 },
});
