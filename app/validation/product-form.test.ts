import { describe, expect, it } from "vitest";
import { BARCODE_MESSAGE } from "./barcode";
import { REQUIRED_MESSAGE } from "./messages";
import { PRICE_MESSAGE } from "./price";
import {
  CATEGORY_REQUIRED_MESSAGE,
  EMPTY_PRODUCT_FORM,
  IMAGES_REQUIRED_MESSAGE,
  OLD_PRICE_MESSAGE,
  productFormErrors,
  productPayload,
  type PropertyRule,
} from "./product-form";
import { VIDEO_LINK_MESSAGE } from "./video-link";

const PROPERTIES: PropertyRule[] = [
  { id: 1, name: "Страна производства", type: "select", required: true, values: ["Россия", "Финляндия"] },
  { id: 4, name: "Объём", type: "number", required: false, values: [] },
  { id: 15, name: "Область применения", type: "multiselect", required: false, values: ["Стены", "Потолки"] },
  { id: 16, name: "Моющаяся", type: "boolean", required: false, values: [] },
];

const complete = {
  ...EMPTY_PRODUCT_FORM,
  name: "Краска",
  article: "КР-1",
  barcode: "4600000000015",
  price: "1 250,50",
  oldPrice: "1500",
  vat: "10",
  weight: "3,25",
  categoryId: "1011",
  videoLink: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  images: ["http://cdn.test/1.png"],
  properties: { "1": "Финляндия", "4": "2,7", "15": ["Стены", "Потолки"], "16": "true" },
};

describe("product form", () => {
  it("a draft needs only a name; a card for moderation needs every required field", () => {
    expect(productFormErrors(EMPTY_PRODUCT_FORM, { complete: false, properties: PROPERTIES })).toEqual({
      name: REQUIRED_MESSAGE,
    });
    expect(
      productFormErrors({ ...EMPTY_PRODUCT_FORM, name: "Краска" }, { complete: true, properties: PROPERTIES }),
    ).toEqual({
      article: REQUIRED_MESSAGE,
      barcode: REQUIRED_MESSAGE,
      price: REQUIRED_MESSAGE,
      categoryId: CATEGORY_REQUIRED_MESSAGE,
      images: IMAGES_REQUIRED_MESSAGE,
      "prop-1": REQUIRED_MESSAGE,
    });
    expect(productFormErrors(complete, { complete: true, properties: PROPERTIES })).toEqual({});
  });

  it("takes any category the tree may offer, a negative id too, and refuses one that is no id", () => {
    const check = (categoryId: string) =>
      productFormErrors({ ...complete, categoryId }, { complete: true, properties: PROPERTIES });
    expect(check("-12")).toEqual({});
    expect(check("abc")).toEqual({ categoryId: CATEGORY_REQUIRED_MESSAGE });
    expect(check("99999999999999999999")).toEqual({ categoryId: CATEGORY_REQUIRED_MESSAGE });
  });

  it("checks each field by its own rule, in drafts too", () => {
    const errors = productFormErrors(
      {
        ...complete,
        barcode: "4600000000017",
        price: "12,345",
        videoLink: "https://video.example/1",
        properties: { "1": "Китай", "15": ["Пол"] },
      },
      { complete: false, properties: PROPERTIES },
    );
    expect(errors).toMatchObject({
      barcode: BARCODE_MESSAGE,
      price: PRICE_MESSAGE,
      videoLink: VIDEO_LINK_MESSAGE,
      "prop-1": expect.any(String),
      "prop-15": expect.any(String),
    });
    expect(productFormErrors({ ...complete, oldPrice: "1000" }, { complete: true, properties: [] }).oldPrice).toBe(
      OLD_PRICE_MESSAGE,
    );
  });

  it("sends numbers with a dot, lists for multiple values, and leaves empty fields out", () => {
    expect(productPayload({ ...complete, brand: "" }, PROPERTIES, false)).toEqual({
      name: "Краска",
      article: "КР-1",
      brand: undefined,
      description: undefined,
      categoryId: 1011,
      barcodes: ["4600000000015"],
      images: ["http://cdn.test/1.png"],
      properties: [
        { id: 1, value: "Финляндия" },
        { id: 4, value: "2.7" },
        { id: 15, value: ["Стены", "Потолки"] },
        { id: 16, value: "true" },
      ],
      vat: "10",
      price: "1250.50",
      oldPrice: "1500",
      stock: undefined,
      weight: "3.25",
      dimensions: { length: undefined, width: undefined, height: undefined },
      videoLink: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      isDraft: false,
    });
  });
});
