import { useNonce } from "~/utils/nonce";
import { useHydrated } from "./use-hydrated";

const PRINT_BUTTON = "print-button";

/**
 * «Печать»: the browser's print dialog, with scripts; without them it stays hidden, and the browser's
 * own print does the same, since the print stylesheet shapes the page (app/styles/base.css). A page
 * that sends no scripts (an order's) shows it through a line of its own, allowed by the page's nonce;
 * after a client navigation React shows it.
 */
export function PrintButton() {
  const hydrated = useHydrated();
  const nonce = useNonce();
  return (
    <>
      <button
        type="button"
        id={PRINT_BUTTON}
        className="button button--ghost"
        hidden={!hydrated}
        onClick={() => window.print()}
      >
        Печать
      </button>
      {!hydrated && (
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: `(()=>{const b=document.getElementById("${PRINT_BUTTON}");b.hidden=false;b.onclick=()=>print()})()`,
          }}
        />
      )}
    </>
  );
}
