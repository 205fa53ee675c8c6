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

/** Copies and says so with the spec's 'Copied!' toast ("{label} copied to clipboard"). */
export async function copyToClipboard(text: string, label: string): Promise<void> {
  try {
    await writeText(text);
    toast({ title: "Copied!", description: `${label} copied to clipboard` });
  } catch {
    toast({ title: "Copy failed", description: "Select the text and copy it by hand.", variant: "destructive" });
  }
}
