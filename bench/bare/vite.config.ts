import { join } from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

// A bare Remix app (one route, no data), the yardstick `npm run bench` measures the portal against:
// what Remix and React cost on this machine before the portal adds anything (README, `npm run bench`).
export default defineConfig({
  root: import.meta.dirname,
  // Absolute: the Remix plugin resolves these against the working directory, the project's root.
  plugins: [
    remix({ appDirectory: join(import.meta.dirname, "app"), buildDirectory: join(import.meta.dirname, "build") }),
  ],
  logLevel: "warn",
});
