/** A period of a GET filter: two dates under one legend, named as the URL names them. */
export function PeriodFields({
  legend,
  from,
  to,
  query,
}: {
  legend: string;
  from: string;
  to: string;
  query: URLSearchParams;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <label>
        <span>с</span>
        <input type="date" name={from} defaultValue={query.get(from) ?? ""} />
      </label>
      <label>
        <span>по</span>
        <input type="date" name={to} defaultValue={query.get(to) ?? ""} />
      </label>
    </fieldset>
  );
}
