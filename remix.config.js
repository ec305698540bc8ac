/** Remix options, imported by vite.config.ts so there is one place for them. */
export default {
  // BUILD_DIR lets several builds of one checkout live side by side (parallel test runs).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ignoredRouteFiles: ["**/*.test.*", "**/*.css"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: false,
  },
};
