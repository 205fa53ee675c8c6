import { Image, Skeleton } from "@mantine/core";
import QRCode from "qrcode";
import { useEffect, useState } from "react";

interface Props {
  text: string;
  alt: string;
  size?: number;
  /** Extra data-* attributes for the image (what tests read, e.g. the payment intent). */
  data?: Record<`data-${string}`, string>;
}

/** `text` as a QR code (SVG drawn in the browser by the qrcode package), with a placeholder while it is drawn. */
export function QrCode({ text, alt, size = 180, data }: Props) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" })
      .then((s) => live && setSvg(s))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg) return <Skeleton w={size} h={size} />;
  return (
    <Image src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={alt} w={size} h={size} {...data} />
  );
}
