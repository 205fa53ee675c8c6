import { Route, Routes } from "react-router";
import { ADMIN_INVITE_PATH } from "../../contract/team-paths.ts";
import { TWO_FACTOR_PATH } from "../features/auth/api.ts";
import { useAuth } from "../features/auth/useAuth.ts";
import { useSessionLossRedirect } from "../features/auth/useSessionLossRedirect.ts";
import LandingPage from "../features/landing/LandingPage.tsx";
import { ShareLinkRedirect } from "../features/referrals/ShareLinkRedirect.tsx";
import { PANELS } from "../features/seller-home/panels.ts";
import { parseTab } from "../features/seller-home/tabs.ts";
import { useAccountLanguage } from "../i18n/useLanguage.ts";
import { type LazyScreen, lazyScreen } from "./lazyScreen.ts";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { RootLayout } from "./shell/RootLayout.tsx";
import { SplashScreen } from "./shell/SplashScreen.tsx";

// Everything past the landing page is loaded on demand, so visitors download only what they see (the signed-in
// shell too: its menus and tooltips are most of a floating-UI library; docs/decisions/112).
const SignedInLayout = lazyScreen(() => import("./shell/SignedInLayout.tsx"));
const SellerHomePage = lazyScreen(() => import("../features/seller-home/SellerHomePage.tsx"));
const AdminLoginPage = lazyScreen(() => import("../features/admin/AdminLoginPage.tsx"));
const AdminDashboardPage = lazyScreen(() => import("../features/admin/AdminDashboardPage.tsx"));
const PostingSessionPage = lazyScreen(() => import("../features/admin/posting-session/PostingSessionPage.tsx"));
const AssistantSetupPage = lazyScreen(() => import("../features/admin/assistant/AssistantSetupPage.tsx"));
const AcceptInvitePage = lazyScreen(() => import("../features/admin/team/AcceptInvitePage.tsx"));
const TwoFactorPage = lazyScreen(() => import("../features/admin/two-factor/TwoFactorPage.tsx"));
const MySalesPage = lazyScreen(() => import("../features/sales/MySalesPage.tsx"));
const EditListingPage = lazyScreen(() => import("../features/listings/EditListingPage.tsx"));
const ReferralsPage = lazyScreen(() => import("../features/referrals/ReferralsPage.tsx"));

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
  return [];
}

export const preloadScreensAt = (location: { pathname: string; search: string }, signedIn: boolean | undefined) =>
  Promise.all(screensAt(location, signedIn).map((screen) => screen.preload()));

/**
 * The route table of spec section 2: one set while signed out, another when signed in. While the session loads,
 * the admin routes render (they show their own loading state) and every other path shows the splash, so a
 * reload of /my-sales does not flash the landing page or the 404 card.
 */
export function AppRoutes() {
  const { isAuthenticated, isLoading } = useAuth();
  const signedIn = isAuthenticated && !isLoading;
  useSessionLossRedirect(signedIn, isLoading);
  useAccountLanguage();
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {isLoading ? (
          <Route path="*" element={<SplashScreen />} />
        ) : signedIn ? (
          <Route element={<SignedInLayout />}>
            <Route path="/" element={<SellerHomePage />} />
            <Route path="/my-sales" element={<MySalesPage />} />
            <Route path="/edit-listing/:id" element={<EditListingPage />} />
            <Route path="/referrals" element={<ReferralsPage />} />
            <Route path="/register" element={<ShareLinkRedirect />} />
          </Route>
        ) : (
          <>
            <Route path="/" element={<LandingPage />} />
            {/* Referral share links are {origin}/register?ref=CODE (spec section 2, Referrals). */}
            <Route path="/register" element={<LandingPage />} />
            {/* A signed-out visitor at /my-sales sees its 'Login Required' card (spec section 2). */}
            <Route path="/my-sales" element={<MySalesPage />} />
          </>
        )}
        <Route path="/admin-login" element={<AdminLoginPage />} />
        <Route path="/admin" element={<AdminDashboardPage />} />
        <Route path="/admin-dashboard" element={<AdminDashboardPage />} />
        <Route path="/admin/posting" element={<PostingSessionPage />} />
        <Route path="/admin/assistant" element={<AssistantSetupPage />} />
        <Route path={TWO_FACTOR_PATH} element={<TwoFactorPage />} />
        {/* An admin invite's one-time link (issue 29 item 7), signed in or not. */}
        <Route path={`${ADMIN_INVITE_PATH}/:token`} element={<AcceptInvitePage />} />
        {!isLoading && <Route path="*" element={<NotFoundPage />} />}
      </Route>
    </Routes>
  );
}
