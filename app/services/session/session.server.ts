import { randomBytes } from "node:crypto";
import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SubmissionResult } from "@conform-to/react";
import { createCookie, createSessionStorage, json, type Session } from "@remix-run/node";
import type { Role } from "~/services/access/roles";
import { config } from "~/services/config.server";
import { sharedRedis } from "~/services/redis.server";
import { withCheckedHeadersKept } from "./checked-cookie.server";
import { dataDir } from "./data-dir.server";
import { createSessionStore, type SessionStore } from "./session-store.server";

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
  /** Where the last code went: phone unless the user asked for it by e-mail. */
  channel: "phone" | "email";
  /** The code check-code accepted; sent again with the password. */
  code?: string;
};

/**
 * A registration between requests: the step and what was typed, so a reload
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
export type RecoveryFlow = CodeFlowState & { username: string };

/** The service user's own tokens, kept while they act as someone else. */
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
  /** Remember-me: the cookie outlives the browser (on by default). */
  remember: boolean;
  /** The companies and contracts the header's switcher offers. */
  workplaces: Workplace[];
  pendingLogin: PendingLogin;
  registration: RegistrationFlow;
  recovery: RecoveryFlow;
  impersonator: Impersonator;
  /** A new phone on the settings page that waits for the code sent to it. */
  phoneChange: { name: string; phone: string };
};

export type FlashData = {
  toast: { type: "error" | "warning" | "success" | "notice"; text: string };
  /** A form posted to a resource route that refused it: its values and messages, for the page it returns to. */
  formReply: { formId: string; reply: SubmissionResult<string[]> };
};

const SECRET_KEY = "portal:session-secret";

/**
 * Cookie signing secrets: `SESSION_SECRET` (comma-separated for rotation); otherwise one generated
 * once and shared by whoever serves this portal: in Redis when instances share one (the first to
 * start sets it), else under DATA_DIR (the first worker to start writes it; the others read it).
 */
async function sessionSecrets(): Promise<string[]> {
  if (config.sessionSecrets) return config.sessionSecrets;
  const generated = randomBytes(32).toString("hex");
  const redis = sharedRedis();
  if (redis) {
    await redis.set(SECRET_KEY, generated, "NX");
    return [(await redis.get(SECRET_KEY))!];
  }
  const file = join(dataDir(), "session-secret");
  if (!existsSync(file)) {
    // Written whole under another name, then linked: a worker never reads a half-written secret.
    const draft = `${file}.${process.pid}`;
    writeFileSync(draft, generated, { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return [readFileSync(file, "utf8").trim()];
}

/**
 * What a page answers while the session store (the shared Redis, or the SQLite file) fails: a
 * 503 the error page shows in the layout, instead of an empty 500. Visitors' pages need no store
 * and keep working; everything comes back by itself with the store.
 */
function sessionStoreDown(cause: unknown) {
  console.error(`[session] the session store failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  return json(
    {
      title: "Сервис временно недоступен",
      message: "Не удалось открыть ваш сеанс: хранилище сеансов не отвечает. Обновите страницу через минуту.",
    },
    { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "30" } },
  );
}

/** The store with every failure of its own turned into that answer. */
function answering503WhenDown(target: SessionStore): SessionStore {
  const guarded = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (cause) {
      throw sessionStoreDown(cause);
    }
  };
  return {
    create: (data, expires) => guarded(() => target.create(data, expires)),
    read: (id) => guarded(() => target.read(id)),
    update: (id, data, expires) => guarded(() => target.update(id, data, expires)),
    delete: (id) => guarded(() => target.delete(id)),
    deleteOtherSessions: (userId, keepId) => guarded(() => target.deleteOtherSessions(userId, keepId)),
    claim: (key, ttlMs) => guarded(() => target.claim(key, ttlMs)),
    release: (key) => guarded(() => target.release(key)),
  };
}

const store: SessionStore = answering503WhenDown(createSessionStore());

/**
 * Short-lived records every worker and instance must see (an import under way): kept where the
 * sessions are, SQLite under DATA_DIR or the shared Redis, under random ids of their own.
 */
export const sharedRecords: Pick<SessionStore, "create" | "read" | "update" | "delete" | "claim" | "release"> = store;

/** The secret that signs what the portal hands out and must recognise (the cookie's, the forms' keys). */
export async function signingSecret() {
  return (await secretsOnce())[0];
}

function storageFor(secure: boolean, secrets: string[]) {
  const cookie = withCheckedHeadersKept(
    createCookie(secure ? "__Host-sp" : "sp", { httpOnly: true, sameSite: "lax", path: "/", secure, secrets }),
  );
  return createSessionStorage<SessionData, FlashData>({
    cookie,
    createData: (data, expires) => store.create(data, expires),
    readData: (id) => store.read(id) as Promise<Partial<SessionData> | null>,
    updateData: (id, data, expires) => store.update(id, data, expires),
    deleteData: (id) => store.delete(id),
  });
}

let secrets: Promise<string[]> | null = null;

/** The secrets, read once per process; Redis away means asking again next time. */
function secretsOnce() {
  secrets ??= sessionSecrets().catch((error: unknown) => {
    secrets = null;
    throw sessionStoreDown(error);
  });
  return secrets;
}

let storages: Promise<{ plain: ReturnType<typeof storageFor>; secure: ReturnType<typeof storageFor> }> | null = null;

/** Secure, `__Host-` cookies where the portal is reached over HTTPS (directly or behind a proxy). */
async function storage(request: Request) {
  storages ??= secretsOnce().then(
    (secrets) => ({ plain: storageFor(false, secrets), secure: storageFor(true, secrets) }),
    (error: unknown) => {
      storages = null; // Redis was away: the next request asks again.
      throw error;
    },
  );
  const { plain, secure } = await storages;
  const https = new URL(request.url).protocol === "https:" || request.headers.get("X-Forwarded-Proto") === "https";
  return https ? secure : plain;
}

export type PortalSession = Session<SessionData, FlashData>;

const sessionsOfRequests = new WeakMap<Request, Promise<PortalSession>>();

/**
 * The request's session, read (cookie signature checked, store read) once however many loaders,
 * guards and marketplace clients of one request ask; they all share it, so what one sets the
 * others see and no stale copy is committed over it.
 */
export function getSession(request: Request) {
  let session = sessionsOfRequests.get(request);
  if (!session) {
    session = readStoredSession(request);
    sessionsOfRequests.set(request, session);
  }
  return session;
}

/** The session as the store holds it now: a parallel request of the same user may have changed it. */
export async function readStoredSession(request: Request) {
  return (await storage(request)).getSession(request.headers.get("Cookie"));
}

const REMEMBER_FOR_S = 30 * 24 * 60 * 60;

/** Saves the session; a remembered one gets a persistent cookie, any other ends with the browser. */
export async function commitSession(request: Request, session: PortalSession) {
  return (await storage(request)).commitSession(session, session.get("remember") ? { maxAge: REMEMBER_FOR_S } : {});
}

export async function destroySession(request: Request, session: PortalSession) {
  const cookie = await (await storage(request)).destroySession(session);
  // Whatever else of this request holds the session sees it ended too.
  for (const key of Object.keys(session.data)) session.unset(key as keyof SessionData);
  return cookie;
}

/**
 * Claims the refresh of this session's tokens for `ttlMs` across every worker and instance: the
 * marketplace kills a refresh token once used, so only one of them may spend it. The release, or
 * null when someone else holds the claim (their new pair will reach the store). A session never
 * stored has no one to share it with.
 */
export async function claimTokenRefresh(session: PortalSession, ttlMs: number): Promise<(() => Promise<void>) | null> {
  if (!session.id) return async () => {};
  const key = `refresh:${session.id}`;
  return (await store.claim(key, ttlMs)) ? () => store.release(key) : null;
}

/** Signs the session's user out everywhere else (after a password change); this session stays. */
export async function endOtherSessions(session: PortalSession) {
  const user = session.get("user");
  if (user && session.id) await store.deleteOtherSessions(user.id, session.id);
}
