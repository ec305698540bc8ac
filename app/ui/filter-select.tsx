/**
 * A select of a list's GET filter form (catalog, orders): a visible label, an empty first choice
 * that means "no filter", and the value from the URL. Plain HTML, so it works without JavaScript.
 */
export function FilterSelect({
  name,
  label,
  value,
  emptyTitle,
  options,
}: {
  name: string;
  label: string;
  value: string | null;
  emptyTitle: string;
  options: { value: string | number; title: string }[];
}) {
  return (
    <label>
      <span>{label}</span>
      <select name={name} defaultValue={value ?? ""}>
        <option value="">{emptyTitle}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.title}
          </option>
        ))}
      </select>
    </label>
  );
}
