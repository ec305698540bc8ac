// dependency-cruiser: import cycles counted with their type-only imports (docs/decisions/091).
// ESLint's import-x/no-cycle skips `import type`, so a circle made only of types passed lint;
// `tsPreCompilationDeps: true` reads the TypeScript source before the types are erased, so every
// `import type` and `import { type X }` is an edge here. Run by `npm run lint`.
/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "An import cycle, type-only imports included: move the shared type or rule down to a module both sides may import " +
        "(imports run one way, never in a circle: docs/architecture.md).",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: "^(node_modules|build|build-[^/]+|\\.scratch|bench/(bare|floor)/build|\\.data|public|test-results|playwright-report)/",
    },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
