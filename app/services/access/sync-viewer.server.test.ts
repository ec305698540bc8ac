import { describe, expect, it } from "vitest";
import { activeChoice } from "./sync-viewer.server";

// The active contract is the session's one, otherwise the first contract not in not_active.
describe("the active company and contract", () => {
  const workplaces = [
    {
      contractorId: 1,
      shortName: "ООО «СтройМастер»",
      contracts: [
        { id: 11, number: "2025-К-0002", status: "suspended" },
        { id: 12, number: "2024-К-0117", status: "active" },
      ],
    },
    { contractorId: 2, shortName: "ООО «РемонтПлюс»", contracts: [] },
  ];
  const chosen = (activeContractorId: number | null, activeContractId: number | null) =>
    activeChoice({ activeContractorId, activeContractId }, workplaces);

  it("is the stored choice while it is still the user's", () => {
    expect(chosen(1, 12)).toMatchObject({ company: { contractorId: 1 }, contract: { id: 12 } });
    expect(chosen(2, null)).toMatchObject({ company: { contractorId: 2 }, contract: null });
  });

  it("is the company's first contract not in not_active when none is stored or the stored one is gone", () => {
    expect(chosen(1, null)).toMatchObject({ contract: { id: 11, number: "2025-К-0002" } });
    expect(chosen(1, 99)).toMatchObject({ contract: { id: 11 } });
    // A contract of another company is no choice for this one.
    expect(chosen(2, 12)).toMatchObject({ company: { contractorId: 2 }, contract: null });
  });

  it("is the first company the user acts for when none is stored, and nothing without a company", () => {
    expect(chosen(null, null)).toMatchObject({ company: { contractorId: 1 }, contract: { id: 11 } });
    expect(chosen(7, null)).toMatchObject({ company: { contractorId: 1 } });
    expect(activeChoice({ activeContractorId: null, activeContractId: null }, [])).toEqual({
      company: null,
      contract: null,
    });
  });
});
