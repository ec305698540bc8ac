import { join } from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

// The floor of a page (`npm run bench`): a Remix app that draws the HTML a portal page answered, as
// plain elements from one route whose loader returns the page's loader data, with nothing of the
// portal's own: what React and Remix alone cost for that much markup and data.
export default defineConfig({
  root: import.meta.dirname,
  // Absolute: the Remix plugin resolves these against the working directory, the project's root.
  plugins: [
    remix({ appDirectory: join(import.meta.dirname, "app"), buildDirectory: join(import.meta.dirname, "build") }),
  ],
  logLevel: "warn",
});
