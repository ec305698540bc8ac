import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "~/services/access/roles";
import type { Marketplace } from "~/services/marketplace/client.server";
import type { Viewer } from "~/services/session/viewer.server";
import { chartDays, loadDashboard, revenueOf } from "./dashboard.server";

// The welcome block links to the company form and the contract only for viewers the guard table
// lets open them (docs/decisions/053). Before the contract, the dashboard makes no marketplace call.

const NO_CALLS = {} as Marketplace;
const request = new Request("http://portal.test/");

function viewer(role: Role, company: boolean): Viewer {
  return {
    id: 1,
    name: "Тестов Тест Тестович",
    roles: [role],
    trustee: false,
    activeContractorId: company ? 3 : null,
    activeContractorInn: company ? "7701234567" : null,
    activeContractId: null,
    activeContractNumber: null,
    workplaces: [],
  };
}

describe("the dashboard's onboarding links", () => {
  it("offers the owner, a manager and the service user the company form and the contract", async () => {
    for (const role of [ROLES.owner, ROLES.manager, ROLES.service]) {
      for (const [company, step] of [
        [false, 1],
        [true, 2],
      ] as const) {
        expect(await loadDashboard({} as AppLoadContext, NO_CALLS, viewer(role, company), request)).toEqual({
          step,
          offers: { companyEdit: true, contractAdd: true },
        });
      }
    }
  });

  it("offers a content manager neither", async () => {
    for (const company of [false, true]) {
      const dashboard = await loadDashboard(
        {} as AppLoadContext,
        NO_CALLS,
        viewer(ROLES.contentManager, company),
        request,
      );
      expect(dashboard).toMatchObject({ offers: { companyEdit: false, contractAdd: false } });
    }
  });
});

describe("the dashboard's figures, of which the marketplace promises none", () => {
  const complete = { ...viewer(ROLES.owner, true), activeContractId: 8 };

  it("says the figures cannot be read for a contract the marketplace sent without its number, asking nothing", async () => {
    const dashboard = await loadDashboard({} as AppLoadContext, NO_CALLS, complete, request);
    expect(dashboard).toMatchObject({ step: "complete", error: expect.stringContaining("номер договора") });
  });

  it("leaves a day without a usable date out of the chart; a day without a sum stays, a gap and «—»", () => {
    const items = [
      { completedAt: "2024-07-01T00:00:00.000Z", orderAmountPerDay: 1200 },
      { completedAt: "вчера", orderAmountPerDay: 500 },
      { orderAmountPerDay: 700 },
      { completedAt: "2024-07-03" },
    ];
    expect(chartDays(items)).toEqual([
      { label: "01.07", amount: 1200 },
      { label: "03.07", amount: null },
    ]);
    const revenue = revenueOf({ items }, new Date("2024-07-04T10:00:00Z"), {} as AppLoadContext);
    expect(revenue.days.value?.map((day) => day.label)).toEqual(["01.07", "03.07"]);
    expect(revenue.days.value?.[1].amount).toBe("—");
    expect(revenue.chart).not.toBeNull();
  });

  it("shows «—» for every sum of an answer with none, and no chart", () => {
    const revenue = revenueOf({}, new Date("2024-07-04T10:00:00Z"), {} as AppLoadContext);
    expect(revenue.total).toBe("—");
    expect(revenue.placement.map((card) => card.value)).toEqual(["—", "0\u00a0₽", "—"]);
    expect(revenue.chart).toBeNull();
    expect(revenue.days.value).toEqual([]);
  });

  it("draws sums of any size or sign JSON allows", () => {
    const items = [-5, 2.5, 1e300, 0].map((orderAmountPerDay, day) => ({
      completedAt: `2024-07-0${day + 1}`,
      orderAmountPerDay,
    }));
    expect(() => revenueOf({ items, total: -1e300 }, new Date(), {} as AppLoadContext)).not.toThrow();
  });
});
