import { describe, expect, it } from "vitest";
import type { Viewer } from "~/services/session/viewer.server";
import { workerRow } from "./workers-list.server";

// A worker promises only the id (contract/marketplace.yaml, Worker): the card says «—» for what is
// missing, a status or role the portal does not know as sent, and offers blocking or activating only
// for a status it knows.

const owner = {
  id: 1,
  workplaces: [{ contractorId: 3, shortName: "ООО «Паркет Центр»", contracts: [] }],
} as unknown as Viewer;

describe("a worker's card", () => {
  it("of a worker with only an id says «—», with no status to act on", () => {
    expect(workerRow(owner, { id: 9 })).toEqual({
      id: 9,
      name: "—",
      phone: "—",
      email: "—",
      role: "—",
      companies: "—",
      status: null,
      statusTitle: "—",
    });
  });

  it("shows a status or role it does not know as sent, and does not act on that status", () => {
    const row = workerRow(owner, { id: 9, status: "x_status", userRole: "auditor" });
    expect(row).toMatchObject({ status: null, statusTitle: "x_status", role: "auditor" });
    expect(workerRow(owner, { id: 9, status: "toString" }).status).toBeNull();
  });

  it("says a known status in Russian when the marketplace gives no description, and its own when it does", () => {
    expect(workerRow(owner, { id: 9, status: "not_active" })).toMatchObject({
      status: "not_active",
      statusTitle: "Заблокирован",
    });
    expect(workerRow(owner, { id: 9, status: "invited", statusDescription: "Приглашен" }).statusTitle).toBe(
      "Приглашен",
    );
  });

  it("names the owner's companies, and others by their ids", () => {
    expect(workerRow(owner, { id: 9, contractorIds: [3, 8] }).companies).toBe("ООО «Паркет Центр», № 8");
    expect(workerRow(owner, { id: 9, phone: "not a phone" }).phone).toBe("—");
  });
});
