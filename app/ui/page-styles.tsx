import { createContext, useContext } from "react";
import stylesheetUrl from "~/styles/app.css?url";
import { useHydrated } from "./use-hydrated";

/**
 * What the page's `<style>` holds when the page carries its rules inline (the mark entry.server then
 * fills with them, docs/decisions/123), null when it links the file: entry.server decides
 * (app/services/page-styles.server.ts). In the browser it stays undefined.
 */
export const StylesheetTextContext = createContext<string | null | undefined>(undefined);

/**
 * What the document came with, read from it once in the browser: the script neither swaps the styles
 * of a page being shown nor needs to be told (the loader data and its ETag stay the same either way).
 */
let documentStylesInline: boolean | undefined;
const INLINE_STYLES = "page-styles";

function inlineInDocument() {
  if (typeof document === "undefined") return false;
  documentStylesInline ??= document.getElementById(INLINE_STYLES) !== null;
  return documentStylesInline;
}

/**
 * The page's styles (docs/decisions/103): the rules the page uses inline (docs/decisions/123), with
 * the file fetched in the background for the next page, or the file itself. While the browser
 * hydrates, the `<style>` keeps what the server wrote (React does not look inside an element filled
 * with dangerouslySetInnerHTML). Once hydrated, the page links the whole file too: what the script
 * draws next (a client navigation, a message, a dialog) may use any rule.
 */
export function PageStyles() {
  const text = useContext(StylesheetTextContext);
  const inline = text === undefined ? inlineInDocument() : text !== null;
  const hydrated = useHydrated();
  if (!inline) return <link rel="stylesheet" href={stylesheetUrl} />;
  return (
    <>
      <style id={INLINE_STYLES} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text ?? "" }} />
      <link rel={hydrated ? "stylesheet" : "prefetch"} href={stylesheetUrl} />
    </>
  );
}
