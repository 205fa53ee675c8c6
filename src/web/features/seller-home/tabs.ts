/**
 * The seller home's tabs live in the URL (`/?tab=messages`), so the top navigation, the bottom navigation and
 * other features can link straight to a tab, and reload and Back keep it (docs/decisions/023).
 */
export const SELLER_TABS = [
  { value: "create", label: "Create Listings" },
  { value: "messages", label: "Messages" },
  { value: "manage", label: "Dashboard" },
] as const;
export type SellerTab = (typeof SELLER_TABS)[number]["value"];
export const DEFAULT_TAB: SellerTab = "create";

export function parseTab(value: string | null): SellerTab {
  return SELLER_TABS.some((t) => t.value === value) ? (value as SellerTab) : DEFAULT_TAB;
}

/** The link to a tab of the seller home. */
export const tabHref = (tab: SellerTab) => (tab === DEFAULT_TAB ? "/" : `/?tab=${tab}`);
