import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext } from "@playwright/test";
import { E2E } from "../../playwright.config";
import { NOT_FOUND, PRIVATE_PAGES, PUBLIC_PAGES } from "./route-table";
import { DEMO, signInRequest } from "./support";
import { expect, test } from "./test";

// The pages of the route table are valid HTML by the W3C Nu validator (docs/decisions/086; vnu-jar, which
// needs Java), as a visitor sees them and as owner 01 does. One validator run over every page.

const VNU_JAR = "node_modules/vnu-jar/build/dist/vnu.jar";

type Message = { type: string; message: string; url: string; extract?: string };

/** Every page's HTML, saved under `dir` with a name that says who saw which URL. */
async function savePages(request: APIRequestContext, who: string, paths: string[], dir: string) {
  for (const path of paths) {
    const answer = await request.get(path);
    expect(answer.headers()["content-type"], `${who} ${path}`).toContain("text/html");
    writeFileSync(join(dir, `${who}${path.replaceAll("/", "_")}.html`), await answer.body());
  }
}

test("the route table's pages are valid HTML, for a visitor and for owner 01 @nojs", async ({ playwright }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), "portal-html-"));
  const baseURL = `http://127.0.0.1:${E2E.port}`;
  const visitor = await playwright.request.newContext({ baseURL });
  const owner = await playwright.request.newContext({ baseURL });
  try {
    const publicPaths = PUBLIC_PAGES.map((page) => page.path);
    await savePages(visitor, "visitor", [...publicPaths, "/info-base/1/", "/logistic/", ...NOT_FOUND.slice(0, 2)], dir);
    await signInRequest(owner, DEMO.owner);
    await savePages(owner, "owner", [...publicPaths.filter((path) => path !== "/auth/"), ...PRIVATE_PAGES], dir);
  } finally {
    await visitor.dispose();
    await owner.dispose();
  }
  const run = await promisify(execFile)(
    "java",
    ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", dir],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const { messages } = JSON.parse(run.stderr) as { messages: Message[] };
  const errors = messages.map((found) => `${found.url.split("/").at(-1)}: ${found.message} ${found.extract ?? ""}`);
  expect(errors).toEqual([]);
});
