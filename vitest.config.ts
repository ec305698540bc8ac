import { availableParallelism } from "node:os";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// Unit and contract tests only; browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "contract/**/*.test.ts",
      "tests/**/*.test.ts",
      "emulator/**/*.test.ts",
      "server/**/*.test.ts",
    ],
    exclude: ["tests/e2e/**", "node_modules/**", "build/**"],
    environment: "node",
    // The stylesheet's parts as the build gives them (app/services/page-styles.server.ts reads them
    // with `?inline`); any other CSS stays empty, as Vitest leaves it.
    css: { include: [/app\/styles\/[\w-]+\.css/] },
    setupFiles: ["tests/support/unit-data-dir.ts"],
    // Vitest leaves a core free by default: on a 2-core machine one file at a time (112 s, 80 s with both).
    maxWorkers: availableParallelism(),
    // Worker threads rather than child processes: each file's modules are loaded faster (collect 42 s
    // instead of 60, the whole run 84–87 s instead of 103–107; docs/decisions/106).
    pool: "threads",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
