import type { Ctx } from "../context";
import type { Router } from "../server/router";
import * as analytics from "./analytics";
import * as apiCredentials from "./api-credentials";
import * as auth from "./auth";
import * as claims from "./claims";
import * as contractors from "./contractors";
import * as contracts from "./contracts";
import * as directory from "./directory";
import * as managers from "./managers";
import * as registration from "./registration";
import { supplierDataModules } from "./supplier-data";
import * as users from "./users";

/** A group of marketplace calls. `register` adds its routes; it runs once at startup. */
export interface EmulatorModule {
  register(r: Router, ctx: Ctx): void;
}

/** Every module of the emulator. To add one: import it and list it here (order does not matter). */
export const modules: EmulatorModule[] = [
  auth,
  registration,
  users,
  directory,
  contractors,
  managers,
  contracts,
  analytics,
  claims,
  apiCredentials,
  ...supplierDataModules,
];
