import { describe, expect, it } from "vitest";
import { Browser, marketplace, requestId, usePortal } from "../../../tests/support/portal";
import * as article from "./route";

// An article of which the marketplace promises only the id (contract/marketplace.yaml, Article):
// without content the page says so instead of its text, without its category it stays where its
// address puts it, and only `active: false` hides it.

usePortal();

const visitor = new Browser();

/** The article's call answers, for one request of the portal, this article. */
async function articleAnswers(body: object) {
  const id = requestId();
  await marketplace.addFault({ pathPrefix: "/suppliers-orders/article/5", body: JSON.stringify(body), requestId: id });
  return { headers: { "X-Request-Id": id } };
}

const open = async (body: object, path = "/info-base/2/5/") =>
  visitor.get(article, path, { categoryId: path.split("/")[2], articleId: "5" }, await articleAnswers(body));

describe("an article with only its id", () => {
  it("is shown where its address puts it, untitled, with no text but a notice", async () => {
    const page = await open({ id: 5 });
    expect(page.status).toBe(200);
    expect(page.data.article).toMatchObject({
      title: "Без названия",
      section: { id: 2, name: "—" },
      html: null,
      headings: [],
    });
  });

  it("is not found when it says it is not active; one that does not say is shown", async () => {
    expect((await open({ id: 5, active: false })).status).toBe(404);
    expect((await open({ id: 5, title: "Карантин", content: "<p>Текст</p>" })).data.article).toMatchObject({
      title: "Карантин",
      html: "<p>Текст</p>",
    });
  });

  it("moves to its category when it names one", async () => {
    const moved = await open({ id: 5, section: { id: 3 } });
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("/info-base/3/5/");
  });
});
