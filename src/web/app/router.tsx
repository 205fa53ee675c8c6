import { lazy } from "react";
import { Route, Routes } from "react-router";
import { useAuth } from "../features/auth/useAuth.ts";
import LandingPage from "../features/landing/LandingPage.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { RootLayout } from "./shell/RootLayout.tsx";

// Everything past the landing page is loaded on demand, so visitors download only what they see.
const SellerHomePage = lazy(() => import("../features/seller-home/SellerHomePage.tsx"));
const AdminLoginPage = lazy(() => import("../features/admin/AdminLoginPage.tsx"));
const AdminDashboardPage = lazy(() => import("../features/admin/AdminDashboardPage.tsx"));
const MySalesPage = lazy(() => import("../features/sales/MySalesPage.tsx"));
const EditListingPage = lazy(() => import("../features/listings/EditListingPage.tsx"));
const ReferralsPage = lazy(() => import("../features/referrals/ReferralsPage.tsx"));

/** The route table of spec section 2: one set while signed out or loading, another when signed in. */
export function AppRoutes() {
  const { isAuthenticated, isLoading } = useAuth();
  const signedIn = isAuthenticated && !isLoading;
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {signedIn ? (
          <>
            <Route path="/" element={<SellerHomePage />} />
            <Route path="/my-sales" element={<MySalesPage />} />
            <Route path="/edit-listing/:id" element={<EditListingPage />} />
            <Route path="/referrals" element={<ReferralsPage />} />
          </>
        ) : (
          <>
            <Route path="/" element={<LandingPage />} />
            {/* Referral share links are {origin}/register?ref=CODE (spec section 2, Referrals). */}
            <Route path="/register" element={<LandingPage />} />
          </>
        )}
        <Route path="/admin-login" element={<AdminLoginPage />} />
        <Route path="/admin" element={<AdminDashboardPage />} />
        <Route path="/admin-dashboard" element={<AdminDashboardPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
