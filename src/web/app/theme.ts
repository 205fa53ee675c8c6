import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type MantineThemeColors,
} from "@mantine/core";

/**
 * Colours that pass WCAG 2.1 AA in light mode, chosen once here (issue 25 item 1, docs/decisions/130).
 *
 * Mantine paints every coloured part from one shade of each palette, `primaryShade`: a filled button or badge is
 * white text on that shade (hover: the next one), a light badge or button is that shade as text on a 10-12 % tint
 * of itself, an outline or subtle button and `c="red"` text are that shade on the page, and links are the primary
 * colour's. Mantine's own shade 6 gives 2.5:1 (teal) to 1.9:1 (yellow) against white. So every palette keeps
 * Mantine's tints (shades 0-5, used as backgrounds) and gets darker shades 6-9 of the same hue, each with at least
 * this contrast against white:
 *   6: 5.2:1 - text (error messages are red 6, muted text is gray 6), icons, chart lines;
 *   7: 6.3:1 - the primary shade: filled backgrounds under white text, and text on its own tint (>= 4.5:1 even
 *      on a gray.1 card), links, focus rings;
 *   8: 7.8:1 - filled hover; 9: 9.5:1.
 * Gray keeps Mantine's 7-9 (already 8.2:1 and darker) and gets a darker 6, the muted (`c="dimmed"`) text: 5.6:1 on
 * white, 5.0:1 on gray.1. tests/web/ui/theme-contrast.test.ts checks every pair the app uses.
 * The dark shades were found by lowering Mantine's shade 6 in OKLCH lightness (hue kept, chroma as the sRGB gamut
 * allows) until each ratio was reached.
 */
const darkShades: Record<string, [string, string, string, string]> = {
  red: ["#d12631", "#c10923", "#a8011b", "#900316"], // 5.21 6.30 7.82 9.50
  pink: ["#c92b69", "#b9155c", "#a3034f", "#8b0442"], // 5.21 6.32 7.83 9.57
  grape: ["#aa35c6", "#9b22b8", "#8c02a8", "#77058f"], // 5.21 6.34 7.81 9.53
  violet: ["#764ced", "#6a3cdf", "#5e29ce", "#5312bf"], // 5.21 6.32 7.82 9.52
  indigo: ["#4160e5", "#3651d6", "#2b41c6", "#2232b7"], // 5.21 6.35 7.85 9.51
  blue: ["#076fbf", "#0662a9", "#015493", "#03477e"], // 5.20 6.31 7.80 9.52
  cyan: ["#057787", "#056977", "#005b67", "#034d58"], // 5.26 6.38 7.80 9.52
  // The brand green: white on teal 7 is 6.4:1.
  teal: ["#037c59", "#026d4e", "#065e43", "#015038"], // 5.21 6.36 7.81 9.52
  green: ["#0a7e2b", "#086f25", "#01601d", "#035118"], // 5.21 6.34 7.80 9.57
  lime: ["#4b7901", "#416b01", "#385b03", "#2f4d04"], // 5.21 6.31 7.88 9.61
  yellow: ["#906408", "#7f5807", "#6e4b02", "#5d4003"], // 5.23 6.36 7.86 9.55
  orange: ["#ad5306", "#9a4905", "#853e01", "#723402"], // 5.23 6.31 7.82 9.51
};

const withDarkShades = (name: string, shades: string[]) =>
  [...DEFAULT_THEME.colors[name].slice(0, 6), ...shades] as unknown as MantineColorsTuple;

export const palettes: Partial<MantineThemeColors> = {
  ...Object.fromEntries(Object.entries(darkShades).map(([name, shades]) => [name, withDarkShades(name, shades)])),
  gray: [
    ...DEFAULT_THEME.colors.gray.slice(0, 6),
    "#626971",
    ...DEFAULT_THEME.colors.gray.slice(7),
  ] as unknown as MantineColorsTuple,
};

/** The shade Mantine paints with in light mode (see above); dark mode is not offered. */
export const PRIMARY_SHADE = 7;

export const theme = createTheme({
  primaryColor: "teal",
  primaryShade: { light: PRIMARY_SHADE, dark: 8 },
  colors: palettes,
  // Focus rings show for keyboard focus (:focus-visible), not after a mouse click; the ring is the primary colour,
  // 6.4:1 against white.
  focusRing: "auto",
  defaultRadius: "md",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  components: {
    // A badge is never narrower than its words ("Processing", not "PROCESSI..."): its label may not shrink,
    // so tables and rows make room for it instead (docs/decisions/112).
    Badge: { styles: { label: { overflow: "visible" } } },
    // The show-password eye gets a spoken name (Mantine leaves it nameless and aria-hidden); aria-pressed says
    // whether the password is showing.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { "aria-label": "Show password" } } },
    // Every dialog's close (x) button gets a spoken name; Mantine leaves it nameless.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    // A select's options are drawn when it opens, not kept hidden in the page: Mantine keeps them mounted by default,
    // and positioned each closed list with a second, synchronous render as the page started (the admin desk's five
    // filters: its longest task; Edit Listing's category list). The input names its list only while it is open.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
  },
});

/**
 * Placeholders are Mantine's gray 5 (2.1:1); the referral bar's "REFERRAL CODE" is the only visible hint on a
 * phone, so placeholders take the muted text colour (gray 6, 5.6:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-placeholder": "var(--mantine-color-gray-6)" },
  dark: {},
});
