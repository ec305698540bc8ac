import type { SubmissionResult } from "@conform-to/react";
import { createCookie, createSessionStorage, type Session } from "@remix-run/node";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { dataDir } from "./data-dir.server";
import { createSessionStore, type SessionStore } from "./session-store.server";
import type { Role } from "~/services/access/roles";

export type SessionUser = {
  id: number;
  name: string;
  roles: Role[];
  trustee: boolean;
};

/** A login that waits for the SMS code: kept server-side in the session, never in the page. */
export type PendingLogin = {
  username: string;
  password: string;
  remember: boolean;
  redirectTo: string;
  channel: "phone" | "email";
  startedAt: number;
};

/** Registration and recovery share their steps: the form, the code, the new password. */
type CodeFlowState = {
  step: "form" | "code" | "password";
  /** The code check-code accepted; sent again with the password. */
  code?: string;
};

/**
 * A registration between requests (SPEC.md §2, §4): the step and what was typed, so a reload
 * without JavaScript shows the same step. Never a password.
 */
export type RegistrationFlow = CodeFlowState & {
  name: string;
  phone: string;
  email: string;
  /** The marketplace's refusal of the last signup, shown on the form. */
  error?: string;
};

/** A password recovery between requests: whom the code goes to and the step. */
export type RecoveryFlow = CodeFlowState & { username: string; channel: "phone" | "email" };

/** The service user's own tokens, kept while they act as someone else (SPEC.md §6). */
export type Impersonator = { token: string; refreshToken: string };

/** A company the user acts for, with the contracts they may work under. */
export type Workplace = {
  contractorId: number;
  shortName: string;
  contracts: { id: number; number: string; status: string }[];
};

export type SessionData = {
  token: string;
  refreshToken: string;
  user: SessionUser;
  activeContractorId: number | null;
  /** The active company's INN: company and contract calls address it by INN. */
  activeContractorInn: string | null;
  activeContractId: number | null;
  activeContractNumber: string | null;
  /** Remember-me: the cookie outlives the browser (SPEC.md §5: on by default). */
  remember: boolean;
  /** The companies and contracts the header's switcher offers. */
  workplaces: Workplace[];
  pendingLogin: PendingLogin;
  registration: RegistrationFlow;
  recovery: RecoveryFlow;
  impersonator: Impersonator;
  /** A new phone on the settings page that waits for the code sent to it (SPEC.md §5 phone rule). */
  phoneChange: { name: string; phone: string };
};

export type FlashData = {
  toast: { type: "error" | "warning" | "success" | "notice"; text: string };
  /** A form posted to a resource route that refused it: its values and messages, for the page it returns to. */
  formReply: { formId: string; reply: SubmissionResult<string[]> };
};

/** Cookie signing secrets: `SESSION_SECRET` (comma-separated for rotation) or one generated once under .data/. */
function sessionSecrets() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET.split(",");
  const file = join(dataDir(), "session-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return [readFileSync(file, "utf8").trim()];
}

const store: SessionStore = createSessionStore();
const secrets = sessionSecrets();

function storageFor(secure: boolean) {
  const cookie = createCookie(secure ? "__Host-sp" : "sp", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    secrets,
  });
  return createSessionStorage<SessionData, FlashData>({
    cookie,
    createData: (data, expires) => store.create(data, expires),
    readData: (id) => store.read(id) as Promise<Partial<SessionData> | null>,
    updateData: (id, data, expires) => store.update(id, data, expires),
    deleteData: (id) => store.delete(id),
  });
}

const plainStorage = storageFor(false);
const secureStorage = storageFor(true);

/** Secure, `__Host-` cookies where the portal is reached over HTTPS (directly or behind a proxy). */
function storage(request: Request) {
  const https = new URL(request.url).protocol === "https:" || request.headers.get("X-Forwarded-Proto") === "https";
  return https ? secureStorage : plainStorage;
}

export type PortalSession = Session<SessionData, FlashData>;

export function getSession(request: Request) {
  return storage(request).getSession(request.headers.get("Cookie"));
}

const REMEMBER_FOR_S = 30 * 24 * 60 * 60;

/** Saves the session; a remembered one gets a persistent cookie, any other ends with the browser. */
export function commitSession(request: Request, session: PortalSession) {
  return storage(request).commitSession(session, session.get("remember") ? { maxAge: REMEMBER_FOR_S } : {});
}

export function destroySession(request: Request, session: PortalSession) {
  return storage(request).destroySession(session);
}

/** Signs the session's user out everywhere else (after a password change); this session stays. */
export async function endOtherSessions(session: PortalSession) {
  const user = session.get("user");
  if (user && session.id) await store.deleteOtherSessions(user.id, session.id);
}
