import type { Db } from "../db";
import { hashPasswordWithFixedSalt } from "../store/passwords";
import type { Role, UserStatus, WorkerRole } from "../store/users";
import { DEMO_PASSWORD, DEMO_USERS } from "./demo";
import type { SeedModule } from "./seed-module";

interface SeedUser {
  user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS];
  roles: Role[];
  status?: UserStatus;
  trustee?: boolean;
  secondFactor?: boolean;
  /** Workers: role and the owner who invited them. */
  worker?: { role: WorkerRole; ownerId: number };
}

const owner = DEMO_USERS.owner.id;

const SEED_USERS: SeedUser[] = [
  { user: DEMO_USERS.owner, roles: ["ROLE_OWNER"], trustee: true },
  { user: DEMO_USERS.ownerWithoutCompany, roles: ["ROLE_OWNER"] },
  { user: DEMO_USERS.ownerWithoutContract, roles: ["ROLE_OWNER"] },
  { user: DEMO_USERS.manager, roles: ["ROLE_MANAGER"], worker: { role: "manager", ownerId: owner } },
  {
    user: DEMO_USERS.contentManager,
    roles: ["ROLE_CONTENT_MANAGER"],
    worker: { role: "contentManager", ownerId: owner },
  },
  { user: DEMO_USERS.service, roles: ["ROLE_ALLOWED_TO_SWITCH"] },
  { user: DEMO_USERS.ownerWithSmsLogin, roles: ["ROLE_OWNER"], secondFactor: true },
  { user: DEMO_USERS.otherSupplier, roles: ["ROLE_OWNER"] },
  {
    user: DEMO_USERS.invitedWorker,
    roles: ["ROLE_MANAGER"],
    status: "invited",
    worker: { role: "manager", ownerId: owner },
  },
  {
    user: DEMO_USERS.activeWorker,
    roles: ["ROLE_CONTENT_MANAGER"],
    worker: { role: "contentManager", ownerId: owner },
  },
  {
    user: DEMO_USERS.blockedWorker,
    roles: ["ROLE_MANAGER"],
    status: "not_active",
    worker: { role: "manager", ownerId: owner },
  },
];

let demoPasswordHash: string | undefined;
/** scrypt is slow on purpose; hash the shared demo password once per process, not per reset. */
const demoHash = () => (demoPasswordHash ??= hashPasswordWithFixedSalt(DEMO_PASSWORD, "emulator-demo-seed"));

export const accountsSeed: SeedModule = {
  name: "accounts",
  run(db: Db, env) {
    const insert = db.prepare(
      `INSERT INTO users (id, name, phone, email, password_hash, status, roles, trustee, second_factor,
                          owner_id, user_role, created_at)
       VALUES (@id, @name, @phone, @email, @passwordHash, @status, @roles, @trustee, @secondFactor,
               @ownerId, @userRole, @createdAt)`,
    );
    SEED_USERS.forEach((seed, index) => {
      const status = seed.status ?? "active";
      insert.run({
        ...seed.user,
        // An invited worker has not chosen a password yet.
        passwordHash: status === "invited" ? null : demoHash(),
        status,
        roles: JSON.stringify(seed.roles),
        trustee: seed.trustee ? 1 : 0,
        secondFactor: seed.secondFactor ? 1 : 0,
        ownerId: seed.worker?.ownerId ?? null,
        userRole: seed.worker?.role ?? null,
        // Accounts appear a few days apart, the oldest first.
        createdAt: new Date(env.today.getTime() - (400 - index * 9) * 86_400_000).toISOString(),
      });
    });
  },
};
