import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { MOBILE_MEDIA_QUERY } from "./select-options";

/**
 * Pages not offered on phones (SPEC.md §6). The server refuses phones by client hint or user
 * agent; this catches a narrow window on a desktop, and a phone whose browser hid what it is.
 */
export function useDesktopOnly() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!window.matchMedia(MOBILE_MEDIA_QUERY).matches) return;
    if (window.history.length > 1) navigate(-1);
    else navigate("/", { replace: true });
  }, [navigate]);
}
