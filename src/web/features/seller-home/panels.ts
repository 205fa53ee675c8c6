import { type LazyScreen, lazyScreen } from "../../app/lazyScreen.ts";
import type { SellerTab } from "./tabs.ts";

/** The seller home's tabs, each loaded when shown (and preloaded for a first visit: app/screens.ts). */
export const PANELS: Record<SellerTab, LazyScreen> = {
  create: lazyScreen(() => import("../generator/CreateListingsTab.tsx")),
  messages: lazyScreen(() => import("../messages/MessagesTab.tsx")),
  manage: lazyScreen(() => import("../listings/DashboardTab.tsx")),
};
