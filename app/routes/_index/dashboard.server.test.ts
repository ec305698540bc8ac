import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "~/services/access/roles";
import type { Marketplace } from "~/services/marketplace/client.server";
import type { Viewer } from "~/services/session/viewer.server";
import { loadDashboard } from "./dashboard.server";

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
