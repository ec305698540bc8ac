import { emulator } from "./emulator";

// Every run starts from the emulator's demo data, whatever an earlier run changed.
export default async function globalSetup() {
  await emulator.reset();
}
