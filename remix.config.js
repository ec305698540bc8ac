/** Remix options, imported by vite.config.ts so there is one place for them. */
export default {
  ignoredRouteFiles: ["**/*.test.*", "**/*.css"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: false,
  },
};
