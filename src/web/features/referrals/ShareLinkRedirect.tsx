import { Navigate, useLocation } from "react-router";

/**
 * A signed-in person who opens a share link ({origin}/register?ref=CODE) goes to the home page with the same
 * `ref`, where the referral bar is prefilled and the referral popup can offer the code (spec section 4).
 */
export function ShareLinkRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: "/", search }} replace />;
}
