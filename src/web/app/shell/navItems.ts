import { useLocation, useSearchParams } from "react-router";
import { parseTab, type SellerTab, tabHref } from "../../features/seller-home/tabs.ts";

export interface NavItem {
  key: SellerTab | "sales" | "performance" | "referrals";
  label: string;
  href: string;
}

/**
 * The signed-in navigation of spec section 2: three seller-home tabs, then My Sales, Performance (issue 48) and
 * Referrals. On a phone the pages are in the top bar's menu; the bottom bar keeps the three tabs.
 */
export const TAB_ITEMS: NavItem[] = [
  { key: "create", label: "Create Listings", href: tabHref("create") },
  { key: "messages", label: "Messages", href: tabHref("messages") },
  { key: "manage", label: "Dashboard", href: tabHref("manage") },
];
export const PAGE_ITEMS: NavItem[] = [
  { key: "sales", label: "My Sales", href: "/my-sales" },
  { key: "performance", label: "Performance", href: "/performance" },
  { key: "referrals", label: "Referrals", href: "/referrals" },
];

/** Which item is active for the current address, if any. */
export function useActiveNavKey(): NavItem["key"] | null {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (pathname === "/") return parseTab(params.get("tab"));
  if (pathname === "/my-sales") return "sales";
  if (pathname === "/performance") return "performance";
  if (pathname === "/referrals") return "referrals";
  return null;
}
