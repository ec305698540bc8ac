/**
 * With scripts, Remix asks for a page's data and sends its forms with `fetch` (`?_data=` in the
 * address). When the network drops such a call, Remix draws the root's error page in place of the
 * page: «500», its styles gone with the stylesheet it cannot load, and whatever was typed lost. The
 * page that works without scripts does not have that failure: it asks again the way a browser without
 * scripts would, for the whole document, the form's fields sent as they were (docs/decisions/120).
 * When the network is back, the answer is the page; when it is not, the browser's own offline page,
 * whose reload sends the same form again (a form's one-time key keeps a second send from acting twice).
 */
export function askAgainAsDocumentWhenTheNetworkFails(target: Window = window) {
  const send = target.fetch.bind(target);
  target.fetch = async (input, init) => {
    try {
      return await send(input, init);
    } catch (error) {
      const address = dataAddress(input, target.location);
      // An abort (the user went elsewhere) is Remix's own; only a failed network is taken over.
      if (!address || !(error instanceof TypeError) || init?.signal?.aborted) throw error;
      if ((init?.method ?? "GET").toUpperCase() === "GET") target.location.assign(address);
      else sendAsDocument(target.document, address, init?.body);
      // The document is being replaced: the page drawn in place waits for it rather than failing.
      return new Promise<Response>(() => {});
    }
  };
}

/** The document's address of a same-origin data call of Remix's (`?_data=`), or null for any other call. */
function dataAddress(input: RequestInfo | URL, location: Location) {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.origin !== location.origin || !url.searchParams.has("_data")) return null;
  url.searchParams.delete("_data");
  return url.pathname + url.search;
}

/** Posts the body Remix would have sent as the browser's own form, files included. */
function sendAsDocument(document: Document, address: string, body: RequestInit["body"]) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = address;
  form.hidden = true;
  form.enctype = body instanceof FormData ? "multipart/form-data" : "application/x-www-form-urlencoded";
  const entries = body instanceof FormData || body instanceof URLSearchParams ? [...body.entries()] : [];
  for (const [name, value] of entries) {
    const input = document.createElement("input");
    input.name = name;
    if (typeof value === "string") {
      // A hidden field keeps its value as it is, line breaks included.
      input.type = "hidden";
      input.value = value;
    } else {
      input.type = "file";
      const files = new DataTransfer();
      files.items.add(value);
      input.files = files.files;
    }
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
