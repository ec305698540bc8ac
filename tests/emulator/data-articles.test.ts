import { describe, expect, it } from "vitest";
import { useEmulator } from "./data-helpers";

const api = useEmulator();
const KB = "/suppliers-orders/article";
type Article = { id: number; title: string; active: boolean; content: string; section: { id: number; name: string } };

describe("knowledge base", () => {
  it("lists categories with counts of active articles, without a token too", async () => {
    const anonymous = await api.call("POST", `${KB}/category/list`, { body: {}, token: null });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.items.length).toBeGreaterThanOrEqual(5);
    expect((await api.call("POST", `${KB}/category/list`, { body: {} })).body).toEqual(anonymous.body);
    for (const category of anonymous.body.items.slice(0, 3)) {
      const { body } = await api.call("POST", `${KB}/category/${category.id}/items`, { body: {}, token: null });
      expect(body.total).toBe(category.articlesCount);
      expect(body.items.every((a: Article) => a.active && a.section.id === category.id)).toBe(true);
    }
  });

  it("opens an article; an inactive or unknown one is 404", async () => {
    const [article] = (await api.call("POST", `${KB}/category/1/items`, { body: {}, token: null })).body.items;
    const opened = await api.call("GET", `${KB}/${article.id}`, { token: null });
    expect(opened.body).toMatchObject({
      id: article.id,
      title: expect.any(String),
      active: true,
      content: expect.stringContaining("<p>"),
      section: { id: 1, name: "Начало работы" },
    });
    const everything = (await api.call("GET", `${KB}/search?limit=1000`, { token: null })).body;
    const ids = new Set(everything.items.map((a: Article) => a.id));
    const inactiveId = [...Array(everything.total + 10).keys()].map((i) => i + 1).find((id) => !ids.has(id))!;
    expect((await api.call("GET", `${KB}/${inactiveId}`, { token: null })).body.errorCode).toBe("element_notfound");
    expect((await api.call("POST", `${KB}/category/999/items`, { body: {} })).status).toBe(404);
  });

  it("keeps the editors' HTML, with pictures on the host asked, and the hostile sample as stored", async () => {
    const search = async (q: string) =>
      (await api.call("GET", `${KB}/search?q=${encodeURIComponent(q)}`, { token: null })).body.items[0] as Article;
    const rich = await search("Оформление карточки товара");
    expect(rich.section.id).toBe(7);
    expect(rich.content).toContain("<table>");
    expect(rich.content).toMatch(/<img src="http:\/\/[^"]+\/sp-products-catalog\/cdn\/suppliersfiles\/\d+\.png"/);
    const picture = rich.content.match(/src="(http[^"]+)"/)![1];
    expect((await fetch(picture)).headers.get("content-type")).toBe("image/png");
    const hostile = await search("Маркировка паллет");
    expect(hostile.content).toContain("<script>");
    expect(hostile.content).toContain("onerror=");
  });

  it("searches titles and texts case-insensitively, with paging", async () => {
    const found = (await api.call("GET", `${KB}/search?q=${encodeURIComponent("КАРАНТИН")}`, { token: null })).body;
    expect(found.items.map((a: Article) => a.title)).toContain("Что такое ценовой карантин");
    const all = (await api.call("GET", `${KB}/search?limit=1000`)).body;
    expect((await api.call("GET", `${KB}/search?limit=2&skip=3`)).body.items).toEqual(all.items.slice(3, 5));
    expect((await api.call("GET", `${KB}/search?q=${encodeURIComponent("2023")}`)).body.total).toBe(0); // only in an inactive article
    expect((await api.call("GET", `${KB}/search?limit=-1`)).status).toBe(400);
  });
});
