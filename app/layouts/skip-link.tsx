/**
 * The first stop of the Tab key on every page, shown when focused: past the header and the sections'
 * menu to the page itself (`<main id="main">` of each layout), with or without scripts
 * (docs/decisions/119).
 */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      Перейти к содержимому
    </a>
  );
}
