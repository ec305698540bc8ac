import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_USERS } from "../../emulator/seed/demo";
import { useEmulator } from "./data-helpers";

const api = useEmulator();

/** Everything the supplier-data seed produced for company 01, as the API shows it. */
async function snapshot(token: string) {
  const post = async (path: string) => (await api.call("POST", path, { body: {}, token })).body;
  const get = async (path: string) => (await api.call("GET", path, { token })).body;
  return {
    products: await post("/sp-products-catalog/v2/product/offer/list?limit=1000"),
    drafts: await post("/sp-products-catalog/product/draft/list?limit=1000"),
    archived: await post("/sp-products-catalog/v2/product/offer/list/archived?limit=1000"),
    orders: await post("/suppliers-orders/personal/order/list?limit=1000"),
    promotions: [
      await get("/suppliers-promotions/personal?source=marketplace&siteId=b2c&limit=100"),
      await get("/suppliers-promotions/personal?source=seller&siteId=b2b&limit=100"),
    ],
    documents: await post("/suppliers-documents/personal/document/list/upd?limit=100"),
    articles: await get("/suppliers-orders/article/search?limit=1000"),
  };
}

describe("seed", () => {
  it("gives the same data after a reset, even after changes", async () => {
    const before = await snapshot(api.owner);
    const [product] = before.products.items;
    await api.call("POST", `/sp-products-catalog/v2/product/offer/archive/${product.offerId}`);
    expect((await api.call("POST", "/__emulator/reset", { token: null })).status).toBe(200);
    const login = await api.call("POST", "/suppliers-users/auth/v2/login", {
      body: { username: DEMO_USERS.owner.phone, password: DEMO_PASSWORD },
      token: null,
    });
    api.owner = login.body.token;
    expect(await snapshot(api.owner)).toEqual(before);
  });
});
