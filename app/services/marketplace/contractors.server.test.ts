import { describe, expect, it } from "vitest";
import { contractorPayload, type CompanyForm } from "./contractors.server";

const form: CompanyForm = {
  inn: "7812345675",
  kpp: "781201001",
  fullName: "Общество с ограниченной ответственностью «Паркет Центр»",
  shortName: "ООО «Паркет Центр»",
  orgTypeId: 1,
  phone: "79001112233",
  sectionIds: [6],
  persons: [
    { fio: "Белов Константин Юрьевич", position: "Генеральный директор", reason: "Устав", isNotGeneralDirector: false },
  ],
  legalAddress: { fullAddress: "г. Санкт-Петербург, Лиговский пр-кт, д. 50", zipCode: "191040" },
  isDiffPostAddress: false,
  postAddress: { fullAddress: "г. Санкт-Петербург, ул. Седова, д. 1", zipCode: "192019" },
  bic: "044525225",
  bankName: "ПАО Сбербанк",
  corrAccount: "30101810400000000225",
  settAccount: "40702810938000012345",
};

describe("contractorPayload", () => {
  it("sends the addresses as a typed list; a postal address only when it differs", () => {
    const { addresses, legalAddress, postAddress } = contractorPayload(form) as Record<string, unknown>;
    expect(addresses).toEqual([{ type: "legal", ...form.legalAddress }]);
    expect(legalAddress).toBeUndefined();
    expect(postAddress).toBeUndefined();
    expect(contractorPayload({ ...form, isDiffPostAddress: true }).addresses).toEqual([
      { type: "legal", ...form.legalAddress },
      { type: "post", ...form.postAddress },
    ]);
  });
});
