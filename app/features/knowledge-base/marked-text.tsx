import type { MarkedText as Pieces } from "./search.server";

/** A search result's text with the query's words in <mark>: plain React text, so nothing in it is markup. */
export function MarkedText({ pieces }: { pieces: Pieces }) {
  return <>{pieces.map((piece, index) => (piece.match ? <mark key={index}>{piece.text}</mark> : piece.text))}</>;
}
