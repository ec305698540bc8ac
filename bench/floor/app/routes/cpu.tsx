import { json } from "@remix-run/node";

/** The process's CPU time so far, in ms, for the bench (`/cpu?_data=routes/cpu`). */
export const loader = () => {
  const { user, system } = process.cpuUsage();
  return json({ ms: (user + system) / 1000 });
};
