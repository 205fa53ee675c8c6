import { useTranslation } from "react-i18next";
import classes from "./SkipLink.module.css";

export const MAIN_CONTENT_ID = "main-content";

/** Spread on each page's `main` element: the skip link's target, focusable from script only. */
export const mainContent = { id: MAIN_CONTENT_ID, tabIndex: -1 } as const;

/**
 * "Skip to main content", the first thing a keyboard reaches on every page (WCAG 2.4.1): past the banners, the
 * referral bar and the navigation to the page's `main`. It moves focus there itself rather than changing the URL's
 * hash, which the router would treat as a navigation.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.link}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      {t("common.skipToMain")}
    </a>
  );
}
