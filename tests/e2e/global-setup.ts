import { writeFileSync } from "node:fs";
import { E2E } from "../../playwright.config";
import { emulator } from "./emulator";

// Every run starts from the emulator's demo data, whatever an earlier run changed, and with an
// empty portal log, which global-teardown.ts reads.
export default async function globalSetup() {
  await emulator.reset();
  writeFileSync(E2E.logFile, "");
  // One page of the suite's portal after the log was emptied, so the log of every run has lines to
  // check, even a run whose tests talk only to portals of their own (uploads.spec.ts): an empty log
  // then means the portal stopped logging, which global-teardown.ts reports.
  const page = await fetch(`http://127.0.0.1:${E2E.port}/privacy-policy/`);
  if (!page.ok) throw new Error(`The suite's portal answered ${page.status} for /privacy-policy/`);
}
