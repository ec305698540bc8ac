#!/usr/bin/env node
// Runs in `postinstall` before patch-package: every package patched in patches/ must be installed at
// exactly the version its patch was made for. patch-package only warns when the versions differ and
// then applies the patch anyway (or half of it), and the patches change framework internals
// (docs/decisions/006, 021, 022, 034), so an install that moved a patched package fails here instead
// (docs/decisions/090).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The package a patch file is for, read from its name the way patch-package writes it:
 * `react-dom+18.3.1.patch`, `@remix-run+router+1.23.3.patch`, `parent++child+1.0.0.patch` (a copy
 * nested in another package), with `.dev.patch` for a development-only patch.
 */
export function patchTarget(fileName) {
  const parts = fileName.replace(/(\.dev)?\.patch$/, "").split("++");
  const last = parts.pop();
  const match = /^(?:(@[^+]+)\+)?([^+@]+)\+([^+]+)$/.exec(last);
  if (!match) throw new Error(`patches/${fileName}: the name does not say a package and a version`);
  const [, scope, name, version] = match;
  const packageName = scope ? `${scope}/${name}` : name;
  const parents = parts.map((part) => part.replace(/^(@[^+]+)\+/, "$1/"));
  return {
    fileName,
    packageName,
    version,
    path: ["node_modules", ...parents.flatMap((parent) => [parent, "node_modules"]), packageName].join("/"),
  };
}

/** Every copy of the package the lock file installs, top level or nested. */
function lockedCopies(lock, packageName) {
  return Object.entries(lock.packages ?? {})
    .filter(([path]) => path === `node_modules/${packageName}` || path.endsWith(`/node_modules/${packageName}`))
    .map(([path, entry]) => ({ path, version: entry.version }));
}

/** Whether a package other than the root depends on the package (so its range, not ours, could pick it). */
function isDependedOn(lock, packageName) {
  return Object.entries(lock.packages ?? {}).some(
    ([path, entry]) =>
      path !== "" &&
      [entry.dependencies, entry.peerDependencies, entry.optionalDependencies].some(
        (deps) => deps !== undefined && packageName in deps,
      ),
  );
}

/**
 * What is wrong in package.json: a patched package the root asks for by a range instead of the patch's
 * version, or one that another package depends on without an `overrides` entry holding it to that
 * version. Without these a fresh lock (`npm install` after deleting it, `npm update`) moves the package.
 */
export function manifestProblems(manifest, lock, targets) {
  const problems = [];
  const direct = { ...manifest.devDependencies, ...manifest.dependencies };
  const overrides = manifest.overrides ?? {};
  for (const target of targets) {
    const wanted = `${target.packageName}@${target.version}`;
    const declared = direct[target.packageName];
    if (declared !== undefined && declared !== target.version) {
      problems.push(
        `package.json asks for ${target.packageName}@${declared}; patches/${target.fileName} needs ${wanted}`,
      );
    }
    if (!isDependedOn(lock, target.packageName)) continue;
    const override = overrides[target.packageName];
    // `$name` is npm's way to say "the version the root itself declares".
    const pinned = override === `$${target.packageName}` ? declared : override;
    if (pinned !== target.version) {
      problems.push(
        `other packages depend on ${target.packageName}, and package.json "overrides" does not hold it to ${target.version} (patches/${target.fileName})`,
      );
    }
  }
  return problems;
}

/** What is wrong with the installed tree, one sentence per patched package that does not match its patch. */
export function installProblems(root, lock, targets) {
  const problems = [];
  for (const target of targets) {
    const manifest = join(root, target.path, "package.json");
    if (!existsSync(manifest)) {
      problems.push(
        `patches/${target.fileName} is for ${target.packageName}@${target.version}, which is not installed`,
      );
      continue;
    }
    const installed = JSON.parse(readFileSync(manifest, "utf8")).version;
    if (installed !== target.version) {
      problems.push(
        `patches/${target.fileName} is for ${target.packageName}@${target.version}, but ${target.path} is ${installed}`,
      );
    }
  }
  // patch-package patches only the path the file names: any other copy, whatever its version, is used
  // unpatched by the packages that resolve to it.
  const patchedPaths = new Set(targets.map((target) => target.path));
  for (const packageName of new Set(targets.map((target) => target.packageName))) {
    for (const copy of lockedCopies(lock, packageName)) {
      if (!patchedPaths.has(copy.path)) {
        problems.push(
          `package-lock.json installs ${packageName}@${copy.version} at ${copy.path}, which no patch covers: the packages under it would run ${packageName} unpatched`,
        );
      }
    }
  }
  return problems;
}

/** Every problem of the project at `root`: package.json, the lock file and node_modules. */
export function versionProblems(root) {
  const patchesDir = join(root, "patches");
  if (!existsSync(patchesDir)) return [];
  const targets = readdirSync(patchesDir)
    .filter((name) => name.endsWith(".patch"))
    .map(patchTarget);
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const lockFile = join(root, "package-lock.json");
  const lock = existsSync(lockFile) ? JSON.parse(readFileSync(lockFile, "utf8")) : {};
  return [...manifestProblems(manifest, lock, targets), ...installProblems(root, lock, targets)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = versionProblems(process.cwd());
  if (problems.length > 0) {
    console.error(
      [
        "✖ A patched package is not at the version its patch was made for:",
        ...problems.map((problem) => `  - ${problem}`),
        "Pin it in package.json (and in `overrides` when another package depends on it), or remake the patch",
        "for the new version (docs/upgrading.md) and rename the patch file.",
      ].join("\n"),
    );
    process.exit(1);
  }
}
