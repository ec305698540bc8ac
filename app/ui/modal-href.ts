/** Modals are URL state: `?modal=<name>` opens one, the same URL without it closes it. */
export const MODAL_PARAM = "modal";

interface UrlParts {
  pathname: string;
  search: string;
}

function hrefWith({ pathname, search }: UrlParts, change: (params: URLSearchParams) => void) {
  const params = new URLSearchParams(search);
  change(params);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Link that opens modal `name` over the current page, keeping its other parameters. */
export function openModalHref(location: UrlParts, name: string): string {
  return hrefWith(location, (params) => params.set(MODAL_PARAM, name));
}

/** The current page without the modal. */
export function closeModalHref(location: UrlParts): string {
  return hrefWith(location, (params) => params.delete(MODAL_PARAM));
}
