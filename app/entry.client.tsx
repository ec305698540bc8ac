import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { askAgainAsDocumentWhenTheNetworkFails } from "~/form/document-fallback";

// Remix's own client entry, and one addition: a page or a form the network fails is asked again as
// a document, as the portal does without scripts (docs/decisions/120).
askAgainAsDocumentWhenTheNetworkFails();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
