// The Node flags the portal's server runs with, wherever it is started (npm start, the profile, the two
// instances, the browser tests' own portals); its cluster's workers inherit them.
//
// --max-semi-space-size=16: Node 24's V8 lets the young generation grow to 64 MB per semi-space on a
// machine with this much memory (128 MB of "new space"), where Node 20's stopped at 16 MB. An idle
// worker then sat at 305 MB of resident memory instead of about 200, over the 300 MB a worker
// checking a zip bomb must stay under (docs/decisions/085, 101). Node 20's size keeps the bound.
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16"];
