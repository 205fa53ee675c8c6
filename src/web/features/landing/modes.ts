/** The three modes of the landing page's card (spec section 4). */
export type CardMode = "options" | "signup" | "login";

export const CARD_TITLES: Record<CardMode, string> = {
  options: "Sign up for free",
  signup: "Create account",
  login: "Welcome back",
};
