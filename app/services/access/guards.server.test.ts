import { describe, expect, it } from "vitest";
import type { Viewer } from "~/services/session/viewer.server";
import {
  CLOSED_SITE_MESSAGE,
  mayOpen,
  offeredLinks,
  refusalOf,
  RULES,
  type Refusal,
  type RuleName,
} from "./guards.server";
import { ROLES } from "./roles";

// The guard table, rule by rule, for every kind of viewer. The expectations are written from the
// product's access rules (the role rules as docs/decisions/052 quotes them, the phone rule of
// decision 013), not from the table, so a mistake in the table shows here.

const PORTAL = "http://portal.test";
const CAME_FROM = "/logistic/";

type RoleName = keyof typeof ROLES;
type Situation = { role: RoleName | "anonymous"; trustee: boolean; contract: boolean; phone: boolean };

/** What the access rules demand of a page; `refused`: the roles sent back to the page they came from. */
type Demands = {
  path: string;
  public?: boolean;
  guestOnly?: boolean;
  refused?: RoleName[];
  contract?: boolean;
  desktop?: boolean;
  trustee?: boolean;
};

/** Owner-only: the access rules name the owner as who manages workers; both staff roles may not. */
const NOT_OWNERS: RoleName[] = ["manager", "contentManager", "service"];

const EXPECTED: Record<Exclude<RuleName, "promotions">, Demands> = {
  public: { path: "/info-base/", public: true },
  guest: { path: "/auth/", public: true, guestOnly: true },
  signedIn: { path: "/personal/settings/" },
  workers: { path: "/personal/workers/", refused: NOT_OWNERS },
  apiKey: { path: "/personal/api-key/", refused: NOT_OWNERS, desktop: true },
  contractAdd: { path: "/personal/contracts/added/", refused: ["contentManager"] },
  companyEdit: { path: "/personal/company/edit/", refused: ["contentManager"] },
  catalog: { path: "/catalog/", contract: true },
  catalogDesktop: { path: "/catalog/loading/", contract: true, desktop: true },
  priceQuarantine: { path: "/catalog/price-quarantine/", contract: true, desktop: true },
  copyProducts: { path: "/catalog/added-copy/", contract: true, trustee: true },
  orders: { path: "/orders/", refused: ["contentManager"], contract: true },
  order: { path: "/order/7/", refused: ["contentManager"], contract: true, desktop: true },
  service: { path: "/personal/service/", refused: ["owner", "manager", "contentManager"] },
};

const BACK: Refusal = { redirect: CAME_FROM };
const MAIN: Refusal = { redirect: "/" };
const NARROW: Refusal = { status: 403 };

/**
 * The outcome the access rules ask for. When several demands fail, the role is told first (back), then
 * the device (403 with the explanation), then the contract and the trustee flag (main).
 */
function expected(demands: Demands, { role, trustee, contract, phone }: Situation): Refusal | null {
  if (role === "anonymous") {
    return demands.public ? null : { redirect: `/?redirectTo=${encodeURIComponent(demands.path)}` };
  }
  if (demands.guestOnly || demands.refused?.includes(role)) return BACK;
  if (demands.desktop && phone) return NARROW;
  if (demands.contract && !contract) return MAIN;
  if (demands.trustee && !trustee) return MAIN;
  return null;
}

function viewerFor({ role, trustee, contract }: Situation): Viewer | null {
  if (role === "anonymous") return null;
  return {
    id: 1,
    name: "Тестов Тест Тестович",
    roles: [ROLES[role]],
    trustee,
    activeContractorId: 1,
    activeContractorInn: "7728145639",
    activeContractId: contract ? 5 : null,
    activeContractNumber: contract ? "2024-К-0005" : null,
    workplaces: [],
  };
}

const PHONE = {
  "Sec-CH-UA-Mobile": "?1",
  "User-Agent": "Mozilla/5.0 (Linux; Android 13; Pixel 7) Mobile Safari/537.36",
};
const DESKTOP = { "Sec-CH-UA-Mobile": "?0", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0" };

function requestFor(path: string, phone: boolean, init: RequestInit = {}) {
  return new Request(`${PORTAL}${path}`, {
    ...init,
    headers: { ...(phone ? PHONE : DESKTOP), Referer: `${PORTAL}${CAME_FROM}` },
  });
}

const ROLE_NAMES: RoleName[] = ["owner", "manager", "contentManager", "service"];
const FLAGS = [true, false];

/** Every signed-in situation: role × trustee flag × active contract × phone, then the anonymous visitor. */
function situations(role: RoleName | "anonymous"): Situation[] {
  if (role === "anonymous") return FLAGS.map((phone) => ({ role, trustee: false, contract: false, phone }));
  return FLAGS.flatMap((trustee) =>
    FLAGS.flatMap((contract) => FLAGS.map((phone) => ({ role, trustee, contract, phone }))),
  );
}

const describeSituation = ({ trustee, contract, phone }: Situation) =>
  `${trustee ? "trustee" : "no trustee"}, ${contract ? "contract" : "no contract"}, ${phone ? "phone" : "desktop"}`;

describe("a viewer with no role the portal knows (the marketplace sent another)", () => {
  const roleless = (): Viewer => ({
    ...viewerFor({ role: "owner", trustee: true, contract: true, phone: false })!,
    roles: [],
  });

  it("gets the least rights: what every role may open, nothing one role is refused", () => {
    const opened = (Object.keys(EXPECTED) as (keyof typeof EXPECTED)[]).filter(
      (ruleName) => refusalOf(roleless(), ruleName, { request: requestFor(EXPECTED[ruleName].path, false) }) === null,
    );
    const forEveryRole = (Object.keys(EXPECTED) as (keyof typeof EXPECTED)[]).filter(
      (ruleName) => !EXPECTED[ruleName].guestOnly && !EXPECTED[ruleName].refused?.length,
    );
    expect(opened.sort()).toEqual(forEveryRole.sort());
  });
});

describe("the guard table against the access rules", () => {
  it("has a rule the access rules explain for every name", () => {
    expect(Object.keys(RULES).sort()).toEqual([...Object.keys(EXPECTED), "promotions"].sort());
  });

  for (const [ruleName, demands] of Object.entries(EXPECTED) as [RuleName, Demands][]) {
    for (const role of [...ROLE_NAMES, "anonymous" as const]) {
      it(`${ruleName} as ${role}: every trustee × contract × device`, () => {
        const mismatches: string[] = [];
        for (const situation of situations(role)) {
          const request = requestFor(demands.path, situation.phone);
          // GET and POST alike: the table never looks at the method.
          for (const method of ["GET", "POST"]) {
            const got = refusalOf(viewerFor(situation), ruleName, { request: new Request(request, { method }) });
            const want = expected(demands, situation);
            if (JSON.stringify(got) !== JSON.stringify(want)) {
              mismatches.push(
                `${method} ${describeSituation(situation)}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`,
              );
            }
          }
          const offered = mayOpen(viewerFor(situation), ruleName, { request });
          if (offered !== (expected(demands, situation) === null)) {
            mismatches.push(`mayOpen ${describeSituation(situation)}: ${offered}`);
          }
        }
        expect(mismatches).toEqual([]);
      });
    }
  }
});

describe("the price quarantine", () => {
  const owner = viewerFor({ role: "owner", trustee: true, contract: true, phone: false });
  const request = requestFor("/catalog/price-quarantine/", false);

  it("sends an empty quarantine back to the catalog, whoever looks", () => {
    expect(refusalOf(owner, "priceQuarantine", { request, sandbox: 0 })).toEqual({ redirect: "/catalog/" });
    expect(refusalOf(owner, "priceQuarantine", { request, sandbox: 3 })).toBeNull();
  });

  it("does not hold a count nobody gave against the viewer", () => {
    expect(mayOpen(owner, "priceQuarantine", { request })).toBe(true);
  });

  it("tells a phone about the wide screen before counting anything", () => {
    const phone = requestFor("/catalog/price-quarantine/", true);
    expect(refusalOf(owner, "priceQuarantine", { request: phone, sandbox: 0 })).toEqual(NARROW);
  });
});

describe("the promotions pages take the route's params", () => {
  const SLUG = "marketplace";
  const CASES: { params: Record<string, string>; path: string }[] = [
    { params: { product: SLUG, siteId: "b2c" }, path: `/stocks/${SLUG}/b2c/` },
    { params: { product: SLUG, siteId: "b2c", stockId: "4" }, path: `/stocks/${SLUG}/b2c/4/added/` },
    { params: { siteId: "b2c" }, path: "/stocks/seller/b2c/" },
    { params: { siteId: "b2c", stockId: "4" }, path: "/stocks/seller/b2c/4/edit/" },
  ];

  for (const role of ROLE_NAMES) {
    it(`opens the b2c showcase to ${role}, with or without a contract, on any device`, () => {
      for (const situation of situations(role)) {
        for (const { params, path } of CASES) {
          expect(
            refusalOf(viewerFor(situation), "promotions", { request: requestFor(path, situation.phone), params }),
            path,
          ).toBeNull();
        }
      }
    });

    it(`keeps ${role} on the previous page for the b2b showcase, with the message`, () => {
      for (const situation of situations(role)) {
        for (const params of [{ product: SLUG, siteId: "b2b" }, { siteId: "b2b" }, { siteId: "b2b", stockId: "4" }]) {
          const request = requestFor("/stocks/seller/b2b/", situation.phone);
          expect(refusalOf(viewerFor(situation), "promotions", { request, params })).toEqual({
            redirect: CAME_FROM,
            warning: CLOSED_SITE_MESSAGE,
          });
        }
      }
    });
  }

  it("sends the anonymous visitor to sign in, whatever the showcase", () => {
    for (const siteId of ["b2c", "b2b"]) {
      const path = `/stocks/${SLUG}/${siteId}/`;
      expect(
        refusalOf(null, "promotions", { request: requestFor(path, false), params: { product: SLUG, siteId } }),
      ).toEqual({
        redirect: `/?redirectTo=${encodeURIComponent(path)}`,
      });
    }
  });

  it("does not know another product's promotions: not found for everyone, before asking who looks", () => {
    for (const viewer of [null, viewerFor({ role: "owner", trustee: true, contract: true, phone: false })]) {
      for (const siteId of ["b2c", "b2b"]) {
        const request = requestFor(`/stocks/other/${siteId}/`, false);
        expect(refusalOf(viewer, "promotions", { request, params: { product: "other", siteId } })).toEqual({
          status: 404,
        });
      }
    }
  });
});

describe("where a refusal leads", () => {
  const manager = viewerFor({ role: "manager", trustee: false, contract: true, phone: false });

  it("goes back only to a page of the portal other than the one refused", () => {
    const from = (referer?: string) =>
      refusalOf(manager, "workers", {
        request: new Request(`${PORTAL}/personal/workers/`, { headers: referer ? { Referer: referer } : {} }),
      });
    expect(from(`${PORTAL}/catalog/?page=2`)).toEqual({ redirect: "/catalog/?page=2" });
    expect(from()).toEqual(MAIN);
    expect(from("https://elsewhere.example/catalog/")).toEqual(MAIN);
    expect(from(`${PORTAL}/personal/workers/`)).toEqual(MAIN);
  });

  it("signs a visitor in towards the page asked for, without the `?index` of a posted form", () => {
    const request = new Request(`${PORTAL}/personal/workers/?index&sort=name`, { method: "POST" });
    expect(refusalOf(null, "workers", { request })).toEqual({
      redirect: `/?redirectTo=${encodeURIComponent("/personal/workers/?sort=name")}`,
    });
    expect(refusalOf(null, "signedIn", { request: new Request(`${PORTAL}/`) })).toEqual(MAIN);
  });
});

describe("menus", () => {
  const MENU = [
    { to: "/catalog/", title: "Каталог", rule: "catalog" as const },
    { to: "/orders/", title: "Заказы", rule: "orders" as const },
    { to: "/info-base/", title: "База знаний", rule: "public" as const },
    { to: "/personal/workers/", title: "Сотрудники", rule: "workers" as const },
    { to: "/personal/api-key/", title: "API-ключ", rule: "apiKey" as const },
    { to: "/stocks/seller/b2b/", title: "Мои акции b2b", rule: "promotions" as const, params: { siteId: "b2b" } },
  ];
  const titlesFor = (situation: Situation) =>
    offeredLinks(viewerFor(situation), requestFor("/", situation.phone), MENU).map((link) => link.title);

  it("offer each viewer only the links its rules let through, as plain links", () => {
    const withContract = { trustee: false, contract: true, phone: false };
    expect(titlesFor({ role: "owner", ...withContract })).toEqual([
      "Каталог",
      "Заказы",
      "База знаний",
      "Сотрудники",
      "API-ключ",
    ]);
    expect(titlesFor({ role: "owner", ...withContract, phone: true })).toEqual([
      "Каталог",
      "Заказы",
      "База знаний",
      "Сотрудники",
    ]);
    expect(titlesFor({ role: "contentManager", ...withContract })).toEqual(["Каталог", "База знаний"]);
    expect(titlesFor({ role: "service", trustee: false, contract: false, phone: false })).toEqual(["База знаний"]);
    expect(titlesFor({ role: "anonymous", trustee: false, contract: false, phone: false })).toEqual(["База знаний"]);
    expect(offeredLinks(null, requestFor("/", false), MENU)).toEqual([{ to: "/info-base/", title: "База знаний" }]);
  });
});

describe("which requests come from a phone", () => {
  const owner = viewerFor({ role: "owner", trustee: true, contract: true, phone: false });
  const order = (headers: Record<string, string>) =>
    refusalOf(owner, "order", { request: new Request(`${PORTAL}/order/7/`, { headers }) });

  it("a browser's client hint decides, whatever its user agent says", () => {
    expect(order({ "Sec-CH-UA-Mobile": "?1", "User-Agent": DESKTOP["User-Agent"] })).toEqual(NARROW);
    expect(order({ "Sec-CH-UA-Mobile": "?0", "User-Agent": PHONE["User-Agent"] })).toBeNull();
  });

  it("without a hint, the user agent of a phone does", () => {
    for (const agent of [PHONE["User-Agent"], "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148 Safari/604.1"]) {
      expect(order({ "User-Agent": agent }), agent).toEqual(NARROW);
    }
    expect(order({ "User-Agent": DESKTOP["User-Agent"] })).toBeNull();
    expect(order({})).toBeNull();
  });
});
