import { Anchor, Image, Skeleton, Stack, Text } from "@mantine/core";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { type UpiIntent, upiIntentUrl } from "../../../../contract/upi.ts";

/**
 * The payout as a standard upi://pay intent: a QR code any UPI app scans, and on a phone a link that opens
 * the app, so the admin never types the UPI id or the amount.
 */
export function UpiQrCode({ intent }: { intent: UpiIntent }) {
  const url = upiIntentUrl(intent);
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" })
      .then((s) => live && setSvg(s))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Stack gap={4} align="center">
      {svg ? (
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={`UPI QR code to pay ${intent.vpa}`}
          w={180}
          h={180}
          data-upi-intent={url}
        />
      ) : (
        <Skeleton w={180} h={180} />
      )}
      <Text size="xs" c="dimmed" ta="center">
        Scan with any UPI app to pay {intent.vpa}
      </Text>
      <Anchor href={url} size="sm" hiddenFrom="sm">
        Open in a UPI app
      </Anchor>
    </Stack>
  );
}
