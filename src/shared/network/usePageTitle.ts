import { useEffect } from "react";
import { useNetworkConfig } from "./NetworkContext";

/**
 * Sets the document title to `{page} - {explorer title}` (the title names the page first, so tabs
 * and history tell pages apart).
 */
export function usePageTitle(page: string): void {
  const { title } = useNetworkConfig();
  useEffect(() => {
    document.title = page ? `${page} - ${title}` : title;
  }, [page, title]);
}
