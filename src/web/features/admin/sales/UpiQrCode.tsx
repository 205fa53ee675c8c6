import { Anchor, Stack, Text } from "@mantine/core";
import { type UpiIntent, upiIntentUrl } from "../../../../contract/upi.ts";
import { QrCode } from "../../../ui/QrCode.tsx";

/**
 * The payout as a standard upi://pay intent: a QR code any UPI app scans, and on a phone a link that opens
 * the app, so the admin never types the UPI id or the amount.
 */
export function UpiQrCode({ intent }: { intent: UpiIntent }) {
  const url = upiIntentUrl(intent);
  return (
    <Stack gap={4} align="center">
      <QrCode text={url} alt={`UPI QR code to pay ${intent.vpa}`} data={{ "data-upi-intent": url }} />
      <Text size="xs" c="dimmed" ta="center">
        Scan with any UPI app to pay {intent.vpa}
      </Text>
      <Anchor href={url} size="sm" hiddenFrom="sm">
        Open in a UPI app
      </Anchor>
    </Stack>
  );
}
