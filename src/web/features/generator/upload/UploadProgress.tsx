import { ActionIcon, Badge, Box, Group, Progress, Tooltip } from "@mantine/core";
import { IconCheck, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { UploadState } from "./uploads.ts";

/**
 * One thumbnail's upload, along its bottom edge: a bar while the photo is prepared and sent (and while a retry
 * waits), a tick once it is on the server, and a retry button when it failed.
 */
export function UploadProgress({ n, state, onRetry }: { n: number; state?: UploadState; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!state) return null;
  const edge = { pos: "absolute", left: 6, right: 6, bottom: 6 } as const;
  if (state.phase === "done") {
    return (
      <Badge
        pos="absolute"
        bottom={6}
        right={6}
        size="sm"
        color="teal"
        variant="filled"
        leftSection={<IconCheck size={10} />}
        aria-label={t("generator.photos.uploaded", { n })}
        data-upload-phase="done"
      >
        {t("generator.photos.sent")}
      </Badge>
    );
  }
  if (state.phase === "failed") {
    return (
      <Group {...edge} gap={4} wrap="nowrap" justify="space-between" data-upload-phase="failed">
        <Badge size="sm" color="red" variant="filled" title={state.message}>
          {t("generator.photos.notSent")}
        </Badge>
        <Tooltip label={state.message} withArrow multiline w={220}>
          <ActionIcon
            size="md"
            radius="xl"
            variant="white"
            color="red"
            aria-label={t("generator.photos.retry", { n })}
            onClick={onRetry}
          >
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }
  const percent = state.phase === "uploading" ? Math.round(state.fraction * 100) : 0;
  const label = {
    waiting: t("generator.photos.waiting", { n }),
    offline: t("generator.photos.offline", { n }),
    preparing: t("generator.photos.preparing", { n }),
    uploading: t("generator.photos.uploading", { n, percent }),
  }[state.phase];
  return (
    <Box {...edge} data-upload-phase={state.phase}>
      <Progress
        value={state.phase === "uploading" ? Math.max(percent, 4) : 100}
        striped={state.phase !== "uploading"}
        animated={state.phase !== "uploading"}
        color={state.phase === "waiting" || state.phase === "offline" ? "orange" : "teal"}
        size="sm"
        radius="xl"
        aria-label={label}
        title={label}
      />
    </Box>
  );
}
