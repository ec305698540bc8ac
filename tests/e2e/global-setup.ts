import { writeFileSync } from "node:fs";
import { E2E } from "../../playwright.config";
import { emulator } from "./emulator";

// Every run starts from the emulator's demo data, whatever an earlier run changed, and with an
// empty portal log, which global-teardown.ts reads.
export default async function globalSetup() {
  await emulator.reset();
  writeFileSync(E2E.logFile, "");
}
