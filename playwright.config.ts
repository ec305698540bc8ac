import { defineConfig } from "@playwright/test";

// Ports of their own, so the browser tests never meet a portal someone left running on 3000.
export const E2E = {
  port: Number(process.env.E2E_PORT ?? 3100),
  emulatorPort: Number(process.env.E2E_EMULATOR_PORT ?? 3101),
  /** The portal's metrics listener (METRICS_PORT). */
  get metricsPort() {
    return Number(process.env.E2E_METRICS_PORT ?? this.port + 2);
  },
  /** The portal's own files (sessions, the cookie secret): other portals a test starts may share them. */
  get dataDir() {
    return `.data/e2e-${this.port}`;
  },
  /** The portal's log (LOG_FILE): global-teardown.ts reads the run's lines. */
  get logFile() {
    return `${this.dataDir}/portal.log`;
  },
  get emulatorDb() {
    return `.data/e2e-emulator-${this.port}.sqlite`;
  },
};
const baseURL = `http://127.0.0.1:${E2E.port}`;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  // Three on two cores: a test waits on the portal and the emulator for much of its time
  // (10.2 min against 11.1 with two, docs/decisions/092).
  workers: 3,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL,
    locale: "ru-RU",
    trace: "off",
    launchOptions: {
      // Debian's headless shell, the build Playwright itself runs headless: half the CPU of the full
      // browser for each page (docs/decisions/092).
      executablePath: "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // A test tagged @js needs scripts running, one tagged @nojs checks the plain-HTML path only.
    // nojs first: its serial files (scale.spec.ts starts servers of its own, about a minute in one
    // worker) then run beside the others instead of alone at the end.
    { name: "nojs", use: { javaScriptEnabled: false }, grepInvert: /@js/ },
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: /@nojs/ },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/privacy-policy/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(E2E.port),
      METRICS_PORT: String(E2E.metricsPort),
      EMULATOR_PORT: String(E2E.emulatorPort),
      EMULATOR_DB: E2E.emulatorDb,
      EMULATOR_CONTROL: "1",
      // Answers carry only what contract/marketplace.yaml defines: the portal may rely on nothing else.
      EMULATOR_STRICT: "1",
      // The browser tests always run against the emulator, whatever the shell points at.
      MARKETPLACE_API_URL: "",
      DATA_DIR: E2E.dataDir,
      // The header's count of new orders takes a new count every 2 s instead of 30, so a test sees a new
      // order without waiting half a minute; the unit tests check the 30 s (tests/routes/new-orders.test.ts).
      ORDER_COUNTS_REFRESH_S: "2",
      LOG_FILE: E2E.logFile,
    },
  },
});
