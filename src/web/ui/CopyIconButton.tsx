import { ActionIcon, Tooltip } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { copyToClipboard } from "../lib/clipboard.ts";

/** A small copy button; `label` names what is copied, for screen readers and the 'Copied!' toast. */
export function CopyIconButton({ text, label, size = "md" }: { text: string; label: string; size?: "sm" | "md" }) {
  return (
    <Tooltip label={`Copy ${label.toLowerCase()}`} withinPortal>
      <ActionIcon
        variant="subtle"
        size={size}
        aria-label={`Copy ${label.toLowerCase()}`}
        onClick={() => void copyToClipboard(text, label)}
      >
        <IconCopy size={size === "sm" ? 14 : 16} />
      </ActionIcon>
    </Tooltip>
  );
}
