// ESLint flat config: correctness rules plus the one-way imports of docs/architecture.md
// (docs/decisions/010-one-way-imports.md). Formatting is Prettier's (`prettier --check` in npm test).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const UI = ["./app/routes", "./app/features", "./app/layouts", "./app/ui", "./app/form"];

/**
 * Who may not import whom: routes → features → layouts → form → ui → validation → utils;
 * routes and features may call services; services never import UI; the session never calls the
 * marketplace; nothing imports root.
 */
export const LAYER_ZONES = [
  { target: "./app", from: "./app/root.tsx", message: "Nothing imports root.tsx: share through a module of its own." },
  { target: "./app/services", from: UI, message: "Services never import UI: move the shared type or rule down." },
  {
    target: "./app/services/session",
    from: "./app/services/marketplace",
    message:
      "The session store knows no marketplace (the marketplace's client reads the session): what calls the marketplace to fill the session goes in services/access.",
  },
  { target: "./app/features", from: "./app/routes", message: "Features serve routes, not the other way round." },
  {
    target: "./app/layouts",
    from: ["./app/routes", "./app/features", "./app/services"],
    message: "Layouts know no page, feature or service: pass what they show as props.",
  },
  {
    target: "./app/form",
    from: ["./app/routes", "./app/features", "./app/layouts"],
    message: "The form kit knows no page, feature or layout.",
  },
  {
    target: "./app/form",
    from: "./app/services",
    except: [],
    message: "The form kit calls no service.",
  },
  {
    target: "./app/ui",
    from: ["./app/routes", "./app/features", "./app/layouts", "./app/form", "./app/services"],
    message: "Widgets know nothing of the business: no page, feature, layout, form machinery or service.",
  },
  {
    target: "./app/validation",
    from: [...UI, "./app/services"],
    message: "Validation rules stand below everything that uses them.",
  },
  {
    target: "./app/utils",
    from: [...UI, "./app/services", "./app/validation"],
    message: "utils holds small pure helpers that import nothing of the app.",
  },
];

/** Code the portal runs never leans on a test's helper: tests/ (its support/ included) serves tests only. */
export const TEST_HELPERS_ZONE = {
  target: ["./app", "./server", "./emulator", "./scripts"],
  from: "./tests",
  message: "tests/ holds helpers for tests only: move what the code needs out of it.",
};

const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      // Builds beside the default one (BUILD_DIR: the profile's, a parallel test run's).
      "build-*/",
      ".scratch/",
      "bench/bare/build/",
      "bench/floor/build/",
      "node_modules/",
      ".data/",
      "test-results/",
      "playwright-report/",
      "public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "import-x/no-useless-path-segments": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      // A file asked for with another query (`?url`, `?inline`) is another module.
      "import-x/no-duplicates": ["error", { "prefer-inline": true, considerQueryString: true }],
      // One order everywhere, so a reader finds a module's imports where they expect them and
      // `eslint --fix` settles it: Node, packages, the app (`~/`), then relative paths, each A to Z.
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index"],
          pathGroups: [{ pattern: "~/**", group: "internal" }],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
    },
  },
  {
    // Tests read arbitrary JSON answers; typing each one would test the types, not the behaviour.
    files: ["tests/**/*.ts", "**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: TEST_FILES,
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...LAYER_ZONES, TEST_HELPERS_ZONE] }] },
  },
  {
    // A unit test beside the code may use tests/support (the zip bomb); the layers still hold for it.
    files: ["app/**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: LAYER_ZONES }] },
  },
  {
    files: ["server/**/*.ts", "emulator/**/*.ts", "scripts/**/*.mjs"],
    ignores: TEST_FILES,
    rules: { "import-x/no-restricted-paths": ["error", { zones: [TEST_HELPERS_ZONE] }] },
  },
  {
    // exceljs loads with the first spreadsheet, not with every worker (docs/decisions/112).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "emulator/**/*.ts"],
    ignores: [...TEST_FILES, "emulator/import-bench.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "exceljs",
              allowTypeImports: true,
              message: 'Load it when a spreadsheet is read or made: `await import("exceljs")` (decision 112).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // A link that opens a new tab says so, in words a screen reader reads: NewTabLink is the one place
    // that opens one.
    files: ["app/**/*.tsx"],
    ignores: ["app/ui/new-tab-link.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name=/^(target|formTarget)$/][value.value='_blank']",
          message: "Open a new tab with NewTabLink (~/ui/new-tab-link), which says «откроется в новой вкладке».",
        },
      ],
    },
  },
  prettier,
);
