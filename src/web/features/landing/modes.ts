/** The three modes of the landing page's card (spec section 4). */
export type CardMode = "options" | "signup" | "login";

/** The card's title per mode: keys of en.ts / hi.ts ('Sign up for free', 'Create account', 'Welcome back'). */
export const CARD_TITLES = {
  options: "auth.titleOptions",
  signup: "auth.titleSignup",
  login: "auth.titleLogin",
} as const satisfies Record<CardMode, string>;
