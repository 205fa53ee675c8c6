import { Button } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import type { ReactNode } from "react";

/**
 * A button that opens a marketplace's page in a new tab for the posting assistant (Open in, Update on, Renew on,
 * Delist on): the launch fragment tells the assistant what to do there. Without the assistant the page just opens.
 */
export function AssistantLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      size="xs"
      variant="light"
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      leftSection={<IconExternalLink size={14} />}
    >
      {children}
    </Button>
  );
}
