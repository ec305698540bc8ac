import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
