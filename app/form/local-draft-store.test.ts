import { describe, expect, it } from "vitest";
import {
  browserStorage,
  DRAFT_MAX_AGE_MS,
  draftKey,
  draftScope,
  dropExpiredDrafts,
  readDraft,
  removeDraft,
  writeDraft,
} from "./local-draft-store";

/** The part of the browser's localStorage the drafts use, in memory. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const NOW = Date.UTC(2026, 10, 26, 12);

describe("local drafts", () => {
  it("keys a draft by viewer, form and entity, so no other user, form or card meets it", () => {
    const key = draftKey("product-editor", draftScope({ id: 1 }, "edit-5"));
    expect(key).toBe("portal-draft:1:product-editor:edit-5");
    expect(
      new Set([
        key,
        draftKey("product-editor", draftScope({ id: 4 }, "edit-5")),
        draftKey("product-editor", draftScope({ id: 1 }, "edit-6")),
        draftKey("product-editor", draftScope({ id: 1 }, "copy-5")),
        draftKey("company", draftScope({ id: 1 }, "edit-5")),
      ]).size,
    ).toBe(5);
  });

  it("reads back what was written, sorted, and never a password or a code", () => {
    const storage = memoryStorage();
    writeDraft(
      storage,
      "portal-draft:1:company:7728145639",
      [
        ["shortName", "Стройка"],
        ["password", "demo123"],
        ["newPassword", "secret1"],
        ["code", "1234"],
        ["sectionIds", "3"],
        ["sectionIds", "1"],
        ["barcode", "4601234567893"],
      ],
      NOW,
    );
    expect(storage.getItem("portal-draft:1:company:7728145639")).not.toMatch(/demo123|secret1|1234"/);
    expect(readDraft(storage, "portal-draft:1:company:7728145639", NOW)).toEqual({
      savedAt: NOW,
      fields: [
        ["barcode", "4601234567893"],
        ["sectionIds", "1"],
        ["sectionIds", "3"],
        ["shortName", "Стройка"],
      ],
    });
  });

  it("drops a draft older than a week, and anything that is not a draft", () => {
    const storage = memoryStorage({
      "portal-draft:1:company:1": JSON.stringify({ savedAt: NOW - DRAFT_MAX_AGE_MS - 1, fields: [["kpp", "1"]] }),
      "portal-draft:1:company:2": JSON.stringify({ savedAt: NOW - DRAFT_MAX_AGE_MS + 1000, fields: [["kpp", "2"]] }),
      "portal-draft:1:company:3": "{not json",
      "portal-draft:1:company:4": JSON.stringify({ savedAt: NOW, fields: [["kpp", 4]] }),
      "someone-else": "kept",
    });
    expect(readDraft(storage, "portal-draft:1:company:1", NOW)).toBeNull();
    expect(storage.getItem("portal-draft:1:company:1")).toBeNull();
    dropExpiredDrafts(storage, NOW + 2000);
    expect([...Array(storage.length).keys()].map((index) => storage.key(index))).toEqual(["someone-else"]);
  });

  it("works as if there were no drafts when the storage refuses", () => {
    const refusing = memoryStorage();
    refusing.getItem = () => {
      throw new Error("SecurityError");
    };
    refusing.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    expect(() => writeDraft(refusing, "portal-draft:1:company:1", [["kpp", "1"]])).not.toThrow();
    expect(readDraft(refusing, "portal-draft:1:company:1")).toBeNull();
    expect(() => removeDraft(refusing, "portal-draft:1:company:1")).not.toThrow();
    // Where reading `window.localStorage` itself throws (here: there is no window), nothing is kept.
    const none = browserStorage();
    writeDraft(none, "portal-draft:1:company:1", [["kpp", "1"]]);
    expect(readDraft(none, "portal-draft:1:company:1")).toBeNull();
  });
});
