import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";

export default defineConfig({
  plugins: [remix({ ...remixConfig }), tsconfigPaths()],
  build: { target: "es2020" },
  server: { port: Number(process.env.PORT ?? 3000) },
});
