import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { patchTarget, versionProblems } from "./check-patched-versions.mjs";

const script = fileURLToPath(new URL("./check-patched-versions.mjs", import.meta.url));
const repository = dirname(dirname(script));

describe("patchTarget", () => {
  it("reads the package, the version and the installed path from patch-package's file names", () => {
    expect(patchTarget("react-dom+18.3.1.patch")).toMatchObject({
      packageName: "react-dom",
      version: "18.3.1",
      path: "node_modules/react-dom",
    });
    expect(patchTarget("@remix-run+router+1.23.3.patch")).toMatchObject({
      packageName: "@remix-run/router",
      version: "1.23.3",
      path: "node_modules/@remix-run/router",
    });
    expect(patchTarget("@remix-run+react++react-router-dom+6.30.4.dev.patch")).toMatchObject({
      packageName: "react-router-dom",
      version: "6.30.4",
      path: "node_modules/@remix-run/react/node_modules/react-router-dom",
    });
  });

  it("refuses a name without a version", () => {
    expect(() => patchTarget("react-dom.patch")).toThrow(/does not say a package and a version/);
  });
});

let roots = [];
afterEach(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
  roots = [];
});

/** A project with one patch for `lib@1.0.0`, `app` depending on it, and what the test changes. */
function project({ declared = "1.0.0", overrides = { lib: "$lib" }, installed = "1.0.0", locked = {} } = {}) {
  const root = mkdtempSync(join(tmpdir(), "patched-versions-"));
  roots.push(root);
  mkdirSync(join(root, "patches"));
  writeFileSync(join(root, "patches", "lib+1.0.0.patch"), "");
  writeFileSync(
    join(root, "package.json"),
    JSON.stringify({ dependencies: { lib: declared, app: "1.0.0" }, overrides }),
  );
  const packages = {
    "": { dependencies: { lib: declared, app: "1.0.0" } },
    "node_modules/app": { version: "1.0.0", dependencies: { lib: "^1.0.0" } },
    ...(installed === null ? {} : { "node_modules/lib": { version: installed } }),
    ...locked,
  };
  writeFileSync(join(root, "package-lock.json"), JSON.stringify({ lockfileVersion: 3, packages }));
  if (installed !== null) {
    mkdirSync(join(root, "node_modules", "lib"), { recursive: true });
    writeFileSync(join(root, "node_modules", "lib", "package.json"), JSON.stringify({ version: installed }));
  }
  return root;
}

describe("versionProblems", () => {
  it("passes this repository as installed", () => {
    expect(versionProblems(repository)).toEqual([]);
  });

  it("passes a project pinned at the patch's version", () => {
    expect(versionProblems(project())).toEqual([]);
    expect(versionProblems(project({ overrides: { lib: "1.0.0" } }))).toEqual([]);
  });

  it("fails when the installed copy is another version", () => {
    expect(versionProblems(project({ installed: "1.0.1" }))).toContain(
      "patches/lib+1.0.0.patch is for lib@1.0.0, but node_modules/lib is 1.0.1",
    );
  });

  it("fails when the patched package is not installed", () => {
    expect(versionProblems(project({ installed: null }))).toContain(
      "patches/lib+1.0.0.patch is for lib@1.0.0, which is not installed",
    );
  });

  it("fails when another copy, at any version, sits under a dependent", () => {
    const problems = versionProblems(
      project({ locked: { "node_modules/app/node_modules/lib": { version: "1.0.0" } } }),
    );
    expect(problems).toEqual([expect.stringContaining("at node_modules/app/node_modules/lib, which no patch covers")]);
  });

  it("fails when package.json asks for a range", () => {
    expect(versionProblems(project({ declared: "^1.0.0" }))).toContain(
      "package.json asks for lib@^1.0.0; patches/lib+1.0.0.patch needs lib@1.0.0",
    );
  });

  it("fails when a dependent could pick the version and no override holds it", () => {
    for (const overrides of [{}, { lib: "^1.0.0" }, { lib: "1.0.1" }]) {
      expect(versionProblems(project({ overrides }))).toEqual([
        expect.stringContaining('other packages depend on lib, and package.json "overrides" does not hold it to 1.0.0'),
      ]);
    }
  });

  it("exits 1 with the reasons when run as postinstall, and 0 when all is pinned", () => {
    const wrong = spawnSync(process.execPath, [script], { cwd: project({ installed: "1.0.1" }), encoding: "utf8" });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain("✖ A patched package is not at the version its patch was made for:");
    expect(wrong.stderr).toContain("node_modules/lib is 1.0.1");
    const right = spawnSync(process.execPath, [script], { cwd: project(), encoding: "utf8" });
    expect(right.status).toBe(0);
  });
});
