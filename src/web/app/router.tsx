import { Route, Routes } from "react-router";
import { ADMIN_INVITE_PATH } from "../../contract/team-paths.ts";
import { TWO_FACTOR_PATH } from "../features/auth/api.ts";
import { useAuth } from "../features/auth/useAuth.ts";
import { useSessionLossRedirect } from "../features/auth/useSessionLossRedirect.ts";
import LandingPage from "../features/landing/LandingPage.tsx";
import { ShareLinkRedirect } from "../features/referrals/ShareLinkRedirect.tsx";
import { useAccountLanguage } from "../i18n/useLanguage.ts";
import { NotFoundPage } from "./NotFoundPage.tsx";
import {
  AcceptInvitePage,
  AdminDashboardPage,
  AdminLoginPage,
  AssistantSetupPage,
  EditListingPage,
  MySalesPage,
  PerformancePage,
  PostingSessionPage,
  ReferralsPage,
  SellerHomePage,
  SignedInLayout,
  TwoFactorPage,
} from "./screens.ts";
import { RootLayout } from "./shell/RootLayout.tsx";
import { SplashScreen } from "./shell/SplashScreen.tsx";

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
            <Route path="/performance" element={<PerformancePage />} />
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
