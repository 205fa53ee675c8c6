// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { WholePhoto } from "../../../src/web/ui/WholePhoto.tsx";
import { renderAt } from "../listings/render.tsx";

const URL = "/uploads/AbCdEfGhIjKlMnOpQrStUvWxYz012-_9.jpg";
let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
});

async function show(element: React.ReactNode) {
  const page = await renderAt("/", [{ path: "/", element }]);
  unmount = page.unmount;
  return () => page.container.querySelector("img") as HTMLImageElement;
}

const fail = (img: HTMLImageElement) => act(async () => void img.dispatchEvent(new Event("error")));

describe("WholePhoto (docs/decisions/118)", () => {
  it("shows a stored photo through its renditions, lazily, sized by its box", async () => {
    const img = await show(<WholePhoto src={URL} alt="Kettle" w={64} h={64} />);
    expect(img().getAttribute("srcset")).toBe(
      `${URL.replace(".jpg", ".w320.jpg")} 320w, ${URL.replace(".jpg", ".w1024.jpg")} 1024w, ${URL} 2048w`,
    );
    expect(img().getAttribute("sizes")).toBe("64px");
    expect(img().getAttribute("loading")).toBe("lazy");
    expect(img().getAttribute("decoding")).toBe("async");
    expect(img().getAttribute("src")).toBe(URL);
  });

  it("falls back to the photo itself when a rendition fails, then to the fallback image", async () => {
    const img = await show(<WholePhoto src={URL} alt="Kettle" w={64} h={64} fallbackSrc="/favicon.svg" />);
    await fail(img());
    expect(img().getAttribute("srcset")).toBeNull();
    expect(img().getAttribute("src")).toBe(URL);
    await fail(img());
    expect(img().getAttribute("src")).toBe("/favicon.svg");
  });

  it("shows other addresses, and the posting kit's photos, as they are", async () => {
    const blob = await show(<WholePhoto src="blob:http://localhost/1234" alt="Preview" sizes="88px" />);
    expect(blob().getAttribute("srcset")).toBeNull();
    expect(blob().getAttribute("sizes")).toBeNull();
    await unmount?.();
    const kit = await show(<WholePhoto src={URL} alt="Photo 1" h={64} original />);
    expect(kit().getAttribute("srcset")).toBeNull();
    expect(kit().getAttribute("src")).toBe(URL);
  });
});
