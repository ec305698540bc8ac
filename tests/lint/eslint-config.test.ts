import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

// The one-way imports of docs/architecture.md are enforced by eslint.config.js (docs/decisions/010):
// these probes are real files in the tree, linted with the project's own config.

const root = new URL("../..", import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });
const probes: string[] = [];

/** Writes a probe file into the app's tree and answers the rules it breaks. */
async function rulesBrokenBy(files: Record<string, string>) {
  const paths = Object.entries(files).map(([path, code]) => {
    const full = join(root, path);
    mkdirSync(join(full, ".."), { recursive: true });
    writeFileSync(full, code);
    probes.push(full);
    return full;
  });
  const results = await eslint.lintFiles(paths);
  return results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

afterAll(() => {
  for (const probe of probes) rmSync(probe, { force: true });
});

const probe = (folder: string) => `app/${folder}/lint-probe-${randomUUID().slice(0, 8)}`;

describe("eslint.config.js", () => {
  it("fails a widget that imports a service", async () => {
    const widget = `${probe("ui")}.tsx`;
    const broken = await rulesBrokenBy({
      [widget]: `import { requireAccess } from "~/services/access/guards.server";\nexport const probe = requireAccess;\n`,
    });
    expect(broken).toContain("import-x/no-restricted-paths");
  });

  it("fails a module that loads exceljs as it starts; its types and a later import pass", async () => {
    const loading = `${probe("features/products")}.server.ts`;
    const lazy = `${probe("features/products")}.server.ts`;
    expect(
      await rulesBrokenBy({
        [loading]: `import ExcelJS from "exceljs";\nexport const probe = () => new ExcelJS.Workbook();\n`,
      }),
    ).toEqual(["@typescript-eslint/no-restricted-imports"]);
    expect(
      await rulesBrokenBy({
        [lazy]: [
          `import type ExcelJS from "exceljs";`,
          `export const probe = async (): Promise<ExcelJS.Workbook> => new (await import("exceljs")).default.Workbook();`,
          ``,
        ].join("\n"),
      }),
    ).toEqual([]);
  });

  it("fails a service that imports UI, and anything that imports root", async () => {
    const service = `${probe("services")}.server.ts`;
    const broken = await rulesBrokenBy({
      [service]: `import { Modal } from "~/ui/modal";\nimport { links } from "~/root";\nexport const probe = [Modal, links];\n`,
    });
    expect(broken.filter((rule) => rule === "import-x/no-restricted-paths")).toHaveLength(2);
  });

  it("fails the session importing the marketplace, a type only included", async () => {
    const session = `${probe("services/session")}.server.ts`;
    const broken = await rulesBrokenBy({
      [session]: [
        `import type { Marketplace } from "~/services/marketplace/client.server";`,
        `import { users } from "~/services/marketplace/users.server";`,
        `export const probe = (api: Marketplace) => users.me(api);`,
        ``,
      ].join("\n"),
    });
    expect(broken).toEqual(["import-x/no-restricted-paths", "import-x/no-restricted-paths"]);
  });

  it("fails an import cycle", async () => {
    const first = probe("utils");
    const second = probe("utils");
    const name = (path: string) => path.split("/").at(-1);
    const broken = await rulesBrokenBy({
      [`${first}.ts`]: `import { second } from "./${name(second)}";\nexport const first = () => second;\n`,
      [`${second}.ts`]: `import { first } from "./${name(first)}";\nexport const second = () => first;\n`,
    });
    expect(broken).toContain("import-x/no-cycle");
  });

  it("fails app or server code that imports a test helper, and lets a unit test use one", async () => {
    const zipBomb = `import { zipBomb } from "${"../".repeat(2)}tests/support/zip-bomb";\nexport const probe = zipBomb;\n`;
    const service = `${probe("services")}.server.ts`;
    const server = `server/lint-probe-${randomUUID().slice(0, 8)}.ts`;
    expect(await rulesBrokenBy({ [service]: zipBomb, [server]: zipBomb.replace("../../", "../") })).toEqual([
      "import-x/no-restricted-paths",
      "import-x/no-restricted-paths",
    ]);
    expect(await rulesBrokenBy({ [`${probe("services")}.server.test.ts`]: zipBomb })).toEqual([]);
  });

  it("fails imports out of order: Node, packages, the app, then relative paths, each A to Z", async () => {
    const broken = await rulesBrokenBy({
      [`${probe("utils")}.ts`]: [
        `import { formatDate } from "~/utils/format";`,
        `import { join } from "node:path";`,
        `export const probe = [formatDate, join];`,
        ``,
      ].join("\n"),
      [`${probe("utils")}.ts`]: [
        `import { PRODUCTS } from "~/utils/nouns";`,
        `import { formatDate } from "~/utils/format";`,
        `export const probe = [formatDate, PRODUCTS];`,
        ``,
      ].join("\n"),
    });
    expect(broken).toEqual(["import-x/order", "import-x/order"]);
  });

  it("fails a module imported twice, a type import included", async () => {
    const broken = await rulesBrokenBy({
      [`${probe("utils")}.ts`]: [
        `import { formatDate } from "~/utils/format";`,
        `import type { PluralForms } from "~/utils/format";`,
        `export const probe = (forms: PluralForms) => [formatDate, forms];`,
        ``,
      ].join("\n"),
    });
    expect(broken).toContain("import-x/no-duplicates");
  });

  it("lets a route use features, layouts, the kit and services", async () => {
    const route = `${probe("routes")}.tsx`;
    const broken = await rulesBrokenBy({
      [route]: [
        `import { CodeStep } from "~/features/auth/code-step";`,
        `import { useRootData } from "~/layouts/root-data";`,
        `import { requireAccess } from "~/services/access/guards.server";`,
        `import { readForm } from "~/services/forms/read-form.server";`,
        `import { Modal } from "~/ui/modal";`,
        `export const probe = [CodeStep, useRootData, Modal, readForm, requireAccess];`,
        ``,
      ].join("\n"),
    });
    expect(broken).toEqual([]);
  });
});
