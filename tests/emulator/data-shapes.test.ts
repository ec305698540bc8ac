import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseContractYaml } from "../../contract/contract";
import { contract } from "./contract-check";
import { useEmulator } from "./data-helpers";

// Each answer that carries a product or an article has its own shape, built to its own schema of the
// contract (emulator/modules/catalog-store.ts, promotions.ts, articles.ts): a field added to the
// catalog's Product once leaked into the promotions' PromoProduct, which shared its shape. Here every
// item of each list has exactly the fields its own schema defines: none beyond (what
// `contract.undocumented` finds) and none missing. The emulator runs loose (not strict), so nothing
// is trimmed before it is looked at.

const api = useEmulator();
const CATALOG = "/sp-products-catalog";
const PROMO = "/suppliers-promotions";
const KB = "/suppliers-orders/article";

const document = parseContractYaml(
  readFileSync(new URL("../../contract/marketplace.yaml", import.meta.url), "utf8"),
) as {
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};
/** The fields a schema of the contract defines, sorted. */
const fieldsOf = (schema: string) => Object.keys(document.components.schemas[schema].properties ?? {}).sort();

/** The answer of a call, with nothing its schema does not define and every field of `schema` in each item. */
async function expectItems(method: string, path: string, body: unknown, schema: string) {
  const answer = await api.call(method, path, { body });
  expect(answer.status).toBe(200);
  const found = contract.match(method, new URL(path, "http://emulator").pathname)!;
  expect(contract.undocumented(contract.answerSchema(found, 200)!, answer.body)).toEqual([]);
  const items = (answer.body.items ?? [answer.body]) as Record<string, unknown>[];
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect(Object.keys(item).sort()).toEqual(fieldsOf(schema));
  return items;
}

describe("each answer has its own schema's fields, exactly", () => {
  it("the catalog's lists and offer changes: Product", async () => {
    const [product] = await expectItems("POST", `${CATALOG}/v2/product/offer/list?limit=5`, { filter: {} }, "Product");
    await expectItems("POST", `${CATALOG}/product/draft/list?limit=5`, { filter: {} }, "Product");
    await expectItems("POST", `${CATALOG}/product/offer/list/sandbox?limit=5`, { filter: {} }, "Product");
    await expectItems("PATCH", `${CATALOG}/v2/product/offer/${product.offerId}`, { stock: 7 }, "Product");
  });

  it("the editor's card: ProductCard", async () => {
    const { body } = await api.call("POST", `${CATALOG}/v2/product/offer/list?limit=1`, { body: { filter: {} } });
    await expectItems("GET", `${CATALOG}/v2/product/${body.items[0].id}`, undefined, "ProductCard");
  });

  it("a promotion's product list, in it and not yet: PromoProduct, not the catalog's Product", async () => {
    const { body } = await api.call("GET", `${PROMO}/personal?source=marketplace&siteId=b2c&limit=100`);
    const joined = (body.items as { stockId: number; productCnt: number }[]).find((p) => p.productCnt > 0)!;
    const list = (inPromo: boolean) =>
      expectItems(
        "POST",
        `${PROMO}/personal/${joined.stockId}/product-list?inPromo=${inPromo}&limit=5`,
        { filter: {} },
        "PromoProduct",
      );
    expect((await list(true)).every((item) => item.promoProduct !== null)).toBe(true);
    expect((await list(false)).every((item) => item.promoProduct === null)).toBe(true);
    expect(fieldsOf("PromoProduct")).not.toEqual(fieldsOf("Product"));
  });

  it("the knowledge base: Article in the search, ArticleSummary in a category's list", async () => {
    const [article] = await expectItems("GET", `${KB}/search?q=`, undefined, "Article");
    await expectItems(
      "POST",
      `${KB}/category/${(article.section as { id: number }).id}/items`,
      { filter: {} },
      "ArticleSummary",
    );
    await expectItems("GET", `${KB}/${article.id}`, undefined, "Article");
  });
});
