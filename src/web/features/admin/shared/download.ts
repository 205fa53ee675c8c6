import { toast } from "../../../lib/toast.ts";

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
