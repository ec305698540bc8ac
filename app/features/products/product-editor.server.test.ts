import { describe, expect, it } from "vitest";
import { config } from "~/services/config.server";
import { EMPTY_PRODUCT_FORM, propertyRules } from "~/validation/product-form";
import { categoryOptions, editorProperties, valuesOfCard } from "./product-editor.server";

// The product editor from any card, category tree and property list the contract allows (only ids
// are required): an empty field for what the card leaves out, nothing the form cannot post back.

describe("the editor's values from a saved card", () => {
  it("a card with only its id is an empty form with no VAT chosen", () => {
    expect(valuesOfCard({ id: 3 }, { copy: false })).toEqual({ ...EMPTY_PRODUCT_FORM, vat: "" });
  });

  it("a VAT rate the form does not offer is none chosen; a known one is kept", () => {
    expect(valuesOfCard({ id: 3, offer: { vat: "7" } }, { copy: false }).vat).toBe("");
    expect(valuesOfCard({ id: 3, offer: { vat: "10" } }, { copy: false }).vat).toBe("10");
  });

  it("keeps only pictures on the CDN, at most ten, and properties that have a value", () => {
    const cdn = (n: number) => `${config.cdnOrigin}/p/${n}.png`;
    const values = valuesOfCard(
      {
        id: 3,
        images: ["not an address", "https://elsewhere.example/a.png", ...Array.from({ length: 12 }, (_, n) => cdn(n))],
        properties: [{ id: 1, value: "дуб" }, { id: 2 }, { id: 3, value: ["a", "b"] }],
      },
      { copy: false },
    );
    expect(values.images).toEqual(Array.from({ length: 10 }, (_, n) => cdn(n)));
    expect(values.properties).toEqual({ "1": "дуб", "3": ["a", "b"] });
  });

  it("takes the first barcode of the card, or its barcode, and a copy none", () => {
    expect(valuesOfCard({ id: 3, barcode: "4600000000001" }, { copy: false }).barcode).toBe("4600000000001");
    expect(valuesOfCard({ id: 3, barcodes: ["4600000000002"] }, { copy: true }).barcode).toBe("");
  });
});

describe("a category's properties", () => {
  it("names one without a name by its id, draws a type it does not know as text, requires only when told", () => {
    expect(editorProperties([{ id: 8 }, { id: 9, name: "Цвет", type: "color", unit: " ", required: true }])).toEqual([
      { id: 8, name: "Характеристика 8", type: "string", unit: null, required: false, values: [] },
      { id: 9, name: "Цвет", type: "string", unit: null, required: true, values: [] },
    ]);
  });

  it("drops a value without text and a property whose field cannot be posted back; the rules take the rest", () => {
    const properties = editorProperties([
      { id: 1, name: "Материал", type: "select", values: [{ id: 1, value: "дуб" }, { id: 2 }, { id: 3, value: "" }] },
      { id: -1, name: "Отрицательный" },
      { id: 1e16, name: "Огромный" },
    ]);
    expect(properties).toEqual([
      { id: 1, name: "Материал", type: "select", unit: null, required: false, values: [{ id: 1, value: "дуб" }] },
    ]);
    expect(propertyRules(properties)).toEqual([
      { id: 1, name: "Материал", type: "select", required: false, values: ["дуб"] },
    ]);
  });
});

describe("the category tree", () => {
  it("shows a node without a name by its id, and one without children as a last level", () => {
    expect(
      categoryOptions([
        { id: 1, children: [{ id: 2, name: "Плитка" }] },
        { id: 3, isLast: false },
      ]),
    ).toEqual([
      {
        id: 1,
        title: "Категория 1",
        value: "1",
        isLastLevel: false,
        children: [{ id: 2, title: "Плитка", value: "2", isLastLevel: true, children: undefined }],
      },
      { id: 3, title: "Категория 3", value: "3", isLastLevel: true, children: undefined },
    ]);
  });
});
