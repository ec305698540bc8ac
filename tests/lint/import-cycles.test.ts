import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// `npm run lint:cycles` counts import cycles with their type-only imports (docs/decisions/091), which
// ESLint's import-x/no-cycle skips: these probes are real files in the tree, cruised with the project's config.

const root = new URL("../..", import.meta.url).pathname;
const local = join(root, "node_modules", ".bin", "depcruise");
const depcruise = existsSync(local) ? local : "depcruise";
const probes: string[] = [];

afterAll(() => {
  for (const probe of probes) rmSync(probe, { recursive: true, force: true });
});

/**
 * Writes the files into a probe folder under app/layouts (`files` gets its `~/` import path) and answers
 * what dependency-cruiser says of it.
 */
function cruise(files: (alias: string) => Record<string, string>) {
  const folder = `app/layouts/cycle-probe-${randomUUID().slice(0, 8)}`;
  mkdirSync(join(root, folder), { recursive: true });
  probes.push(join(root, folder));
  const written = files(folder.replace(/^app\//, "~/"));
  for (const [name, code] of Object.entries(written)) writeFileSync(join(root, folder, name), code);
  const run = spawnSync(depcruise, [folder, "--config", ".dependency-cruiser.mjs", "--output-type", "err"], {
    cwd: root,
    encoding: "utf8",
  });
  expect(run.error, "dependency-cruiser is a devDependency: npm ci installs it").toBeUndefined();
  return { folder, status: run.status, output: run.stdout + run.stderr };
}

describe(".dependency-cruiser.mjs", () => {
  it("fails a cycle made only of type imports and names its files", () => {
    // One side imports by a relative path, the other through the `~/` alias and an inline `type`.
    const { folder, status, output } = cruise((alias) => ({
      "first.ts": `import type { Second } from "./second";\nexport type First = { second?: Second };\n`,
      "second.tsx": `import { type First } from "${alias}/first";\nexport type Second = { first?: First };\n`,
    }));
    expect(status).toBe(1);
    expect(output).toContain("no-circular");
    expect(output).toContain(`${folder}/first.ts`);
    expect(output).toContain(`${folder}/second.tsx`);
  }, 60_000);

  it("passes the same types imported one way only", () => {
    const { status, output } = cruise(() => ({
      "first.ts": `import type { Second } from "./second";\nexport type First = { second?: Second };\n`,
      "second.ts": `export type Second = { name: string };\n`,
    }));
    expect(output).toContain("no dependency violations found");
    expect(status).toBe(0);
  }, 60_000);
});
