import { fileURLToPath } from "node:url";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";

const APP_DIR = fileURLToPath(new URL("./app/", import.meta.url));
/** The modules every page runs: the client entry and the root route import them. */
const PAGE_SHELL_ROOTS = new Set(["root.tsx", "entry.client.tsx"].map((file) => APP_DIR + file));

function everyPageRuns(id: string, moduleInfo: Rollup.GetModuleInfo, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  return (moduleInfo(id)?.importers ?? []).some(
    (importer) => PAGE_SHELL_ROOTS.has(importer) || everyPageRuns(importer, moduleInfo, seen),
  );
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [remix({ ...remixConfig }), tsconfigPaths()],
  build: {
    target: "es2020",
    // The server's build stays one file: it is read once at start, not fetched by a phone.
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            // What every page runs comes in two files instead of about a dozen: the framework, which
            // changes only with an upgrade, and the portal's own shell (docs/decisions/033).
            manualChunks(id, { getModuleInfo }) {
              if (getModuleInfo(id)?.isEntry || !everyPageRuns(id, getModuleInfo)) return undefined;
              // Rollup's own helpers (for CommonJS, preloads) go with the framework that needs them: a
              // framework chunk importing the shell would be an import circle, and React undefined.
              return id.startsWith(APP_DIR) ? "shell" : "framework";
            },
          },
        },
  },
  server: { port: Number(process.env.PORT ?? 3000) },
}));
