/** `npm run emulator`: the marketplace emulator as a process, configured by the environment. */
import { startEmulator } from "./app";

const port = Number(process.env.EMULATOR_PORT ?? 3001);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`[emulator] EMULATOR_PORT must be a port number, got ${process.env.EMULATOR_PORT}`);
  process.exit(1);
}

const emulator = await startEmulator({
  port,
  host: process.env.EMULATOR_HOST || "127.0.0.1",
  dbPath: process.env.EMULATOR_DB || ".data/emulator.sqlite",
  control: process.env.EMULATOR_CONTROL === "1",
  strict: process.env.EMULATOR_STRICT === "1",
  log: true,
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`[emulator] ${signal}: shutting down`);
  await emulator.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
