import { describe, expect, it } from "vitest";
import type { Contractor } from "~/services/marketplace/contractors.server";
import { companyFormDefaults, registryFormDefaults } from "./company-defaults.server";

const legal = { fullAddress: "г. Санкт-Петербург, Лиговский пр-кт, д. 50", zipCode: "191040" };
const post = { fullAddress: "г. Санкт-Петербург, ул. Седова, д. 1", zipCode: "192019" };

describe("companyFormDefaults", () => {
  it("fills the form from the card, ids as the strings a select posts", () => {
    const card = {
      id: 5,
      inn: "7812345675",
      kpp: null,
      fullName: "Общество с ограниченной ответственностью «Паркет Центр»",
      shortName: "ООО «Паркет Центр»",
      orgType: "ООО",
      orgTypeId: 1,
      phone: "79001112233",
      sections: [{ id: 6, name: "Напольные покрытия" }],
      sectionIds: [6],
      persons: [],
      addresses: [
        { type: "legal", ...legal },
        { type: "post", ...post },
      ],
      isDiffPostAddress: true,
      bic: "044525225",
    } as unknown as Contractor;
    expect(companyFormDefaults(card)).toMatchObject({
      kpp: undefined,
      orgTypeId: "1",
      sectionIds: ["6"],
      persons: [{}],
      legalAddress: legal,
      postAddress: post,
      isDiffPostAddress: true,
      bic: "044525225",
    });
  });

  it("leaves every field the card lacks empty, never the text «undefined»", () => {
    const defaults = companyFormDefaults({ id: 5 });
    expect(defaults).toMatchObject({ sectionIds: [], persons: [{}], legalAddress: undefined, postAddress: undefined });
    expect(defaults.orgTypeId).toBeUndefined();
    expect(JSON.stringify(defaults)).not.toContain("undefined");
  });

  it("takes an address of a type it does not know for neither", () => {
    const defaults = companyFormDefaults({ id: 5, addresses: [{ type: "toString", ...legal }, { ...post }] });
    expect(defaults.legalAddress).toBeUndefined();
    expect(defaults.postAddress).toBeUndefined();
  });
});

describe("registryFormDefaults", () => {
  it("pre-fills a new company with the registry's answer; the head signs", () => {
    const defaults = registryFormDefaults({
      inn: "7812345675",
      kpp: null,
      fullName: "Общество с ограниченной ответственностью «Паркет Центр»",
      shortName: "ООО «Паркет Центр»",
      orgType: "ООО",
      orgTypeId: 1,
      address: legal.fullAddress,
      zipCode: legal.zipCode,
      headFio: "Белов Константин Юрьевич",
    });
    expect(defaults).toMatchObject({ kpp: undefined, orgTypeId: "1", persons: [{ fio: "Белов Константин Юрьевич" }] });
    expect(defaults.legalAddress).toEqual(legal);
  });
});
