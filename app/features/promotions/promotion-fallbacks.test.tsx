import { describe, expect, it } from "vitest";
import { config } from "~/services/config.server";
import type { PromoProduct, Promotion } from "~/services/marketplace/promotions.server";
import { attributesOf, renderAt } from "~/ui/test-utils";
import { addableRow } from "./add-products.server";
import { PromotionCardItem } from "./promotion-list";
import { promotionCard } from "./promotion-list.server";
import { PromoProductItem } from "./promotion-page";
import { promoProductCard, promoProductRow } from "./promotion-page.server";
import { defaultsOf } from "./seller-promotion.server";

// A promotion and its products from any answer the contract allows (only ids are required): what
// their cards and rows show and offer. Texts are the pages', written here.

const BASE = "/stocks/seller/b2c/";
const card = (promotion: Promotion) => promotionCard(promotion, BASE);

describe("a promotion's card", () => {
  it("from a promotion with only its id: «—» for its period, phase, discount and product count, the placeholder picture", async () => {
    expect(card({ id: 5 })).toMatchObject({
      href: "/stocks/seller/b2c/5/",
      name: "Акция без названия",
      image: null,
      period: "—",
      status: "—",
      tone: "neutral",
      minPercent: null,
      products: "—",
      categories: "",
      stores: "",
      finished: false,
      inactive: false,
    });
    const html = await renderAt(BASE, <PromotionCardItem card={card({ id: 5 })} />);
    expect(html).toContain("promotion-card__image--none");
    expect(html).toContain("<dt>Скидка</dt><dd>—</dd>");
    expect(html).toContain("<dt>Ваши товары</dt><dd>—</dd>");
    expect(html).toContain('<span class="sticker sticker--neutral">—</span>');
  });

  it("with a start that is not a date: the phase unknown («—»), the date «—» beside the other", () => {
    const promotion = { id: 5, startAt: "not a date", finishAt: "2999-12-31T00:00:00Z" };
    expect(card(promotion)).toMatchObject({ status: "—", period: "с — по 31.12.2999", finished: false });
  });

  it("shows the discount as sent, a fraction with a comma, and the count with its word", () => {
    expect(card({ id: 5, minPercent: 12.5, productCnt: 3 })).toMatchObject({
      minPercent: "12,5%",
      products: "3 товара",
    });
  });

  it("keeps only a picture on the CDN; is switched off only when it says so", () => {
    expect(card({ id: 5, image: "javascript:alert(1)" }).image).toBeNull();
    expect(card({ id: 5, image: `${config.cdnOrigin}/promo.png` }).image).toBe(`${config.cdnOrigin}/promo.png`);
    expect(card({ id: 5, active: false }).inactive).toBe(true);
  });

  it("links no page whose id the address cannot take", async () => {
    expect(card({ id: 0 }).href).toBeNull();
    expect(attributesOf(await renderAt(BASE, <PromotionCardItem card={card({ id: -1 })} />), "a")).toEqual([]);
  });
});

describe("a product on the promotion's page", () => {
  const drawn = (product: PromoProduct) =>
    renderAt(BASE, <PromoProductItem row={promoProductRow(product)} card={promoProductCard(product, false)} />);

  it("without its part in the promotion is shown, with nothing to edit or remove", async () => {
    expect(promoProductRow({ id: 9 })).toMatchObject({ id: null });
    expect(promoProductCard({ id: 9 }, false)).toEqual({
      name: "Без названия",
      article: null,
      image: null,
      price: null,
    });
    const html = await drawn({ id: 9 });
    expect(attributesOf(html, "input")).toEqual([]);
    expect(attributesOf(html, "button")).toEqual([]);
    expect(html).toContain('<p class="catalog-row__name" id="name-9">Без названия</p>');
    expect(html).toContain("catalog-row__image--none");
    expect(html).toContain("<dt>Цены по акции</dt><dd>—</dd>");
  });

  it("with its part edits and removes it by the promo product's id, prices it leaves out empty", async () => {
    const product: PromoProduct = { id: 9, promoProduct: { id: 31, price: 1000 }, offer: { price: 1200 } };
    expect(promoProductRow(product)).toMatchObject({ id: "31", shown: "1000;;;" });
    expect(promoProductCard(product, false).price).toBe("1\u00a0200\u00a0₽");
    const html = await drawn(product);
    expect(attributesOf(html, "input").map((input) => input.name)).toEqual(
      expect.arrayContaining(["selected", "row", "was-31", "price-31", "promoPriceA-31"]),
    );
    expect(attributesOf(html, "button")).toEqual([expect.objectContaining({ value: "remove:31" })]);
    expect(html).toContain("<span>Цена в каталоге 1\u00a0200\u00a0₽</span>");
  });

  it("names its tick and button by the name and article its card shows, written as text", async () => {
    const product: PromoProduct = {
      id: 9,
      name: '<img src=x onerror="alert(1)">',
      article: "A&B",
      promoProduct: { id: 31 },
    };
    const html = await drawn(product);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain('id="name-9">&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>');
    expect(html).toContain('<span id="article-9" hidden>(A&amp;B)</span>');
    expect(attributesOf(html, "input")[0]).toMatchObject({ "aria-labelledby": "row-tick-word name-9 article-9" });
    expect(attributesOf(html, "button")[0]).toMatchObject({ "aria-labelledby": "row-action-word name-9 article-9" });
  });

  it("with a promo product id no form can post offers nothing", () => {
    expect(promoProductRow({ id: 9, promoProduct: { id: -31 } }).id).toBeNull();
  });

  it("to add: one whose id no form can post cannot be chosen", () => {
    expect(addableRow({ id: 4 })).toEqual({ key: "4", id: "4", name: "Без названия" });
    expect(addableRow({ id: 1e21 }).id).toBeNull();
  });
});

describe("the edit form of a seller promotion", () => {
  it("leaves what the promotion does not say empty, a date that is not one too, and keeps the page's showcase", () => {
    expect(defaultsOf({ id: 5, startAt: "not a date", finishAt: "2026-11-30T23:59:59Z", siteId: "xx" }, "b2c")).toEqual(
      {
        name: "",
        siteId: "b2c",
        startAt: "",
        finishAt: "2026-11-30",
        storeIds: [],
        active: "on",
      },
    );
    expect(defaultsOf({ id: 5, active: false }, "b2c").active).toBeUndefined();
  });
});
