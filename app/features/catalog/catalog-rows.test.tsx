import { describe, expect, it } from "vitest";
import { config } from "~/services/config.server";
import type { Product } from "~/services/marketplace/catalog.server";
import { attributesOf, renderAt } from "~/ui/test-utils";
import { exportRecord } from "./catalog-export.server";
import { catalogRow } from "./catalog-list.server";
import { ProductRow } from "./catalog-page";

// A catalog row from any product the contract allows (only its id is required): what it shows and
// what it lets the supplier do. Texts are the page's, written here.

const NAMES = { status: { onSale: "В продаже" }, statusDetail: { hidden: "Скрыт покупателями" } };
const row = (product: Product) => catalogRow(product, NAMES, false);
const render = (product: Product, actions: "edit" | "none" = "edit") => {
  const shown = row(product);
  return renderAt("/catalog/", <ProductRow row={shown} shown={shown} actions={actions} quarantined={false} />);
};

describe("a catalog row from a product with only its id", () => {
  it("shows «Без названия», the placeholder picture and «—» for its status, visibility, price, stock and VAT", async () => {
    expect(row({ id: 7 })).toMatchObject({
      name: "Без названия",
      image: null,
      status: { title: "—", tone: "neutral" },
      visible: "—",
      priceText: "—",
      stock: null,
      vat: "—",
      promo: null,
      offer: null,
    });
    const html = await render({ id: 7 });
    expect(html).toContain("catalog-row__image--none");
    expect(html.match(/<dd>—<\/dd>/g)).toHaveLength(3);
  });

  it("offers no price or stock to edit, no tick and no row action, but opens the card in the editor", async () => {
    const html = await render({ id: 7 });
    expect(attributesOf(html, "input")).toEqual([]);
    expect(attributesOf(html, "button")).toEqual([]);
    expect(attributesOf(html, "a")).toEqual([expect.objectContaining({ href: "/catalog/edit/7/" })]);
  });

  it("links no card whose id the editor's address cannot take", async () => {
    expect(attributesOf(await render({ id: -7 }), "a")).toEqual([]);
  });
});

describe("a catalog row from odd values", () => {
  it("shows a status and a VAT rate the dictionary does not know as sent, even one named like toString", () => {
    expect(row({ id: 1, status: "toString", offer: { vat: "7" } })).toMatchObject({
      status: { title: "toString", tone: "neutral" },
      vat: "7",
    });
    expect(row({ id: 1, status: "__proto__", statusDetail: "constructor" })).toMatchObject({
      status: { title: "__proto__", tone: "neutral" },
      detail: null,
    });
  });

  it("draws the placeholder for a picture that is no CDN address, and sizes one that is", () => {
    for (const image of ["not an address", "/relative.png", "https://elsewhere.example/a.png", ""]) {
      expect(row({ id: 1, images: [image] }).image).toBeNull();
    }
    const sized = row({ id: 1, images: [`${config.cdnOrigin}/p/1.png`] }).image;
    expect(sized).toBe(`${config.cdnOrigin}/p/1.png?w=96&h=96&q=80`);
  });

  it("offers no edit for an offer id no form can post (0, negative, fractional, huge)", async () => {
    for (const offerId of [0, -4, 2.5, 1e21]) {
      const html = await render({ id: 3, offerId, offer: { price: 100, stock: 2 } });
      expect(attributesOf(html, "input")).toEqual([]);
      expect(html).toContain("<dd>100\u00a0₽</dd>");
    }
  });

  it("with a usable offer offers its price and stock, the tick and the archive", async () => {
    const html = await render({ id: 3, offerId: 12, offer: { price: 100, stock: 2 }, visible: false });
    expect(attributesOf(html, "input").map((input) => input.name)).toEqual(
      expect.arrayContaining(["selected", "offer", "was-12", "price-12", "stock-12"]),
    );
    expect(attributesOf(html, "button")).toEqual([expect.objectContaining({ value: "archive:12" })]);
    expect(html).toContain("Скрыт");
  });

  it("shows promo prices the promotion leaves out as «—», and none without any", () => {
    expect(row({ id: 1, promotion: { promoPriceA: 90 } }).promo).toEqual({ a: "90\u00a0₽", b: null, r: null });
    expect(row({ id: 1, promotion: {} }).promo).toBeNull();
    expect(row({ id: 1, promotion: null }).promo).toBeNull();
  });
});

describe("a product in the CSV export", () => {
  it("leaves what the marketplace did not send empty, and writes odd codes as sent", () => {
    expect(exportRecord({ id: 1 }, undefined)).toEqual(["", "", "", "", "", "", "", "", "", "", ""]);
    expect(exportRecord({ id: 1, status: "toString", offer: { vat: "7", price: 10.5 } }, {})).toEqual([
      "",
      "",
      "",
      "",
      "toString",
      "",
      "10,5",
      "",
      "",
      "",
      "7",
    ]);
  });
});
