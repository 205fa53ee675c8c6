import { ActionIcon, Tooltip } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { copyToClipboard } from "../lib/clipboard.ts";

/** A small copy button; `label` names what is copied, for screen readers and the 'Copied!' toast. */
export function CopyIconButton({ text, label, size = "md" }: { text: string; label: string; size?: "sm" | "md" }) {
  const { t } = useTranslation();
  const name = t("common.copyLabel", { label: label.toLowerCase() });
  return (
    <Tooltip label={name} withinPortal>
      <ActionIcon variant="subtle" size={size} aria-label={name} onClick={() => void copyToClipboard(text, label)}>
        <IconCopy size={size === "sm" ? 14 : 16} />
      </ActionIcon>
    </Tooltip>
  );
}
