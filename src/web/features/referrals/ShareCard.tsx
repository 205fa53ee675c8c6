import { Button, Card, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { CopyIconButton } from "../../ui/CopyIconButton.tsx";
import { shareLinkFor } from "./api.ts";

/** The code and the share link, each with a copy button, and the phone's share sheet where there is one. */
export function ShareCard({ code }: { code: string }) {
  const link = shareLinkFor(code);
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  return (
    <Card withBorder radius="md">
      <Stack>
        <Text fw={600}>Share your code</Text>
        <TextInput
          label="Your code"
          value={code}
          readOnly
          rightSection={<CopyIconButton text={code} label="Referral code" />}
          styles={{ input: { fontFamily: "monospace", letterSpacing: 1 } }}
        />
        <TextInput
          label="Share link"
          value={link}
          readOnly
          rightSection={<CopyIconButton text={link} label="Share link" />}
        />
        {canShare && (
          <Group>
            <Button
              variant="light"
              leftSection={<IconShare size={16} />}
              onClick={() =>
                void navigator
                  .share({ title: "Join me on SnapList", text: `Use my code ${code} to join SnapList.`, url: link })
                  .catch(() => {})
              }
            >
              Share
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
