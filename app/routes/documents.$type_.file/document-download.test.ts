import { beforeAll, describe, expect, it } from "vitest";
import * as list from "~/routes/documents.$type/route";
import { type Browser, marketplace, requestId, signedIn, usePortal } from "../../../tests/support/portal";
import * as download from "./route";

// A document's download when the marketplace sends the document without a link the portal may
// follow (contract/marketplace.yaml, Document: every field optional): the browser goes back to the
// documents of that period with a Russian message in the layout, never a 500 and never a call to the link.

usePortal();

const LIST = "/suppliers-documents/personal/document/list";
const number = "УПД-777";
const period = { start: "2024-07-01", end: "2024-07-31" };
const href = `/documents/upd/file/?${new URLSearchParams({ number, from: period.start, to: period.end })}`;

let owner: Browser;
beforeAll(async () => {
  owner = await signedIn("79000000001");
});

/** The documents list answers, for one request of the portal, these documents. */
async function listAnswers(items: object[]) {
  const id = requestId();
  await marketplace.addFault({ pathPrefix: LIST, body: JSON.stringify({ items }), requestId: id });
  return { "X-Request-Id": id };
}

describe("a document without a usable link", () => {
  it.each([
    ["without a link", {}],
    ["whose link is no address", { downloadLink: "not a link" }],
    ["whose link is another host's", { downloadLink: "https://evil.example/suppliers-documents/1/file" }],
  ])("%s goes back to its period's documents with a message", async (_, link) => {
    const headers = await listAnswers([{ document1CNumber: number, period, fileFormat: "pdf", ...link }]);
    const answer = await owner.get(download, href, { type: "upd" }, { headers });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/documents/upd/?from=2024-07-01&to=2024-07-31");
    expect((await answer.calls()).map((call) => call.path)).toEqual([`${LIST}/upd`]);

    const page = await owner.open(list, answer.location!, { type: "upd" });
    expect(page.root.toast).toMatchObject({ type: "warning", text: expect.stringContaining("недоступен") });
  });

  it("is listed with «—» and no download; a document with nothing in it too", async () => {
    const headers = await listAnswers([{ document1CNumber: number, period, downloadLink: "not a link" }, {}]);
    const page = await owner.get(list, "/documents/upd/", { type: "upd" }, { headers });
    expect(page.status).toBe(200);
    expect(page.data.rows).toMatchObject([
      { number, period: "01.07.2024 — 31.07.2024", format: "—", href: null },
      { number: "—", period: "— — —", format: "—", href: null },
    ]);
    // Without the marketplace's count, the page counts what it was given.
    expect(page.data.total).toBeNull();
    expect(page.data.pages).toBe(1);
  });

  it("a document the list no longer has is not found", async () => {
    const headers = await listAnswers([{ document1CNumber: "УПД-1", period }]);
    expect((await owner.get(download, href, { type: "upd" }, { headers })).status).toBe(404);
  });
});
