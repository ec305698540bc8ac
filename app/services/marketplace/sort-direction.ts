/**
 * The marketplace's rule, literally and for every sorted list: the direction sent is 'asc' when the user sorts
 * descending, 'desc' when ascending (docs/decisions/011).
 */
export function sortDirectionParam(descending: boolean): "asc" | "desc" {
  return descending ? "asc" : "desc";
}
