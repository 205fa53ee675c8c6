import { PANELS } from "../features/seller-home/panels.ts";
import { parseTab } from "../features/seller-home/tabs.ts";
import { type LazyScreen, lazyScreen } from "./lazyScreen.ts";

// Everything past the landing page is loaded on demand, so visitors download only what they see (the signed-in
// shell too: its menus and tooltips are most of a floating-UI library; docs/decisions/112).
export const SignedInLayout = lazyScreen(() => import("./shell/SignedInLayout.tsx"));
export const SellerHomePage = lazyScreen(() => import("../features/seller-home/SellerHomePage.tsx"));
export const AdminLoginPage = lazyScreen(() => import("../features/admin/AdminLoginPage.tsx"));
export const AdminDashboardPage = lazyScreen(() => import("../features/admin/AdminDashboardPage.tsx"));
export const PostingSessionPage = lazyScreen(() => import("../features/admin/posting-session/PostingSessionPage.tsx"));
export const AssistantSetupPage = lazyScreen(() => import("../features/admin/assistant/AssistantSetupPage.tsx"));
export const AcceptInvitePage = lazyScreen(() => import("../features/admin/team/AcceptInvitePage.tsx"));
export const TwoFactorPage = lazyScreen(() => import("../features/admin/two-factor/TwoFactorPage.tsx"));
export const MySalesPage = lazyScreen(() => import("../features/sales/MySalesPage.tsx"));
export const EditListingPage = lazyScreen(() => import("../features/listings/EditListingPage.tsx"));
export const ReferralsPage = lazyScreen(() => import("../features/referrals/ReferralsPage.tsx"));
export const PerformancePage = lazyScreen(() => import("../features/performance/PerformancePage.tsx"));

/**
 * The screens the address draws first (`screensAt`), fetched before the first render so that it draws them at
 * once instead of a loader per level (docs/decisions/143). `signedIn` is what the page's own data says
 * (lib/firstPageData.ts); when it does not say, nothing is preloaded and the screens load as they render.
 */
export function screensAt(location: { pathname: string; search: string }, signedIn: boolean | undefined): LazyScreen[] {
  const { pathname } = location;
  if (pathname === "/admin-login") return [AdminLoginPage];
  if (pathname === "/admin" || pathname === "/admin-dashboard") return [AdminDashboardPage];
  if (!signedIn) return [];
  if (pathname === "/")
    return [SignedInLayout, SellerHomePage, PANELS[parseTab(new URLSearchParams(location.search).get("tab"))]];
  if (pathname === "/my-sales") return [SignedInLayout, MySalesPage];
  if (pathname.startsWith("/edit-listing/")) return [SignedInLayout, EditListingPage];
  if (pathname === "/referrals") return [SignedInLayout, ReferralsPage];
  if (pathname === "/performance") return [SignedInLayout, PerformancePage];
  return [];
}

export const preloadScreensAt = (location: { pathname: string; search: string }, signedIn: boolean | undefined) =>
  Promise.all(screensAt(location, signedIn).map((screen) => screen.preload()));
