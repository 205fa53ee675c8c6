import i18n from "../i18n/index.ts";
import { toast } from "./toast.ts";

/** Writes text to the clipboard; falls back to a hidden textarea where the Clipboard API is missing (plain http). */
async function writeText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or not a secure context: try the old way below.
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("Copy is not available in this browser");
}

/**
 * Copies and says so with the spec's toasts (section 8): 'Copied!' ("{label} copied to clipboard") or
 * 'Copy failed: Unable to copy to clipboard'. The one copy helper of the app.
 */
export async function copyToClipboard(text: string, label?: string): Promise<boolean> {
  try {
    await writeText(text);
    toast({ title: i18n.t("common.copied"), description: label ? i18n.t("common.copiedLabel", { label }) : undefined });
    return true;
  } catch {
    toast({ title: i18n.t("common.copyFailed"), description: i18n.t("common.copyFailedText"), variant: "destructive" });
    return false;
  }
}
