import { toast } from "../../../lib/toast.ts";

/** Copies text and says so: 'Copied!' or 'Copy failed: Unable to copy to clipboard' (issue 10 item 5). */
export async function copyText(text: string, what?: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied!", description: what ? `${what} copied to clipboard` : undefined });
    return true;
  } catch {
    toast({ title: "Copy failed", description: "Unable to copy to clipboard", variant: "destructive" });
    return false;
  }
}

/** Saves a file the server answers (the browser's own download), or says 'Download failed'. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  try {
    const res = await fetch(url, { credentials: "include" });
    if (!res.ok) throw new Error(String(res.status));
    const href = URL.createObjectURL(await res.blob());
    const a = document.createElement("a");
    a.href = href;
    a.download = fileName;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  } catch {
    toast({ title: "Download failed", description: "Unable to download image", variant: "destructive" });
  }
}
