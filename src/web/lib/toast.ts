import { notifications } from "@mantine/notifications";
import i18n from "../i18n/index.ts";

/** One toast at a time (spec section 9): a new one replaces whatever is showing. */
export function toast(opts: { title: string; description?: string; variant?: "default" | "destructive" }) {
  notifications.clean();
  notifications.show({
    title: opts.title,
    message: opts.description ?? "",
    color: opts.variant === "destructive" ? "red" : "teal",
    withBorder: true,
    closeButtonProps: { "aria-label": i18n.t("common.closeNotification") },
  });
}
