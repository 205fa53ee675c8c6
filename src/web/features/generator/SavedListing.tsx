import { Alert, Anchor, Button, CloseButton, Group, Stack, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The listing just saved, as the Create Listings tab remembers it until the next one starts. */
export interface Saved {
  id: string;
  title: string;
  status: "draft" | "active";
}

/**
 * After Save Draft or Post (issue 47 item 4, docs/decisions/216): the spec's title, then what really happens - a posted
 * listing waits for the team to post it on each marketplace - and a way to the listing itself, above a fresh photo
 * step for the next item. Focus moves here, so that a screen reader hears it and a keyboard user is not left at the
 * top of an empty form.
 */
export function SavedListing({ saved, onClose }: { saved: Saved; onClose: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const posted = saved.status === "active";
  return (
    <Alert
      color="teal"
      variant="light"
      radius="md"
      icon={<IconCircleCheck size={22} />}
      // A status, not an alert: the toast already alerts; this stays as the page's first part.
      role="status"
      aria-labelledby="saved-listing-title"
      data-testid="saved-listing"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} id="saved-listing-title" ref={heading} tabIndex={-1} style={{ outline: "none" }}>
            {t(posted ? "generator.toasts.posted" : "generator.toasts.draftSaved")}
          </Text>
          <CloseButton size="sm" aria-label={t("generator.saved.close")} onClick={onClose} />
        </Group>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          <Text span fw={600} size="sm">
            “{saved.title}”
          </Text>{" "}
          {t(posted ? "generator.saved.postedText" : "generator.saved.draftText")}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to={`/edit-listing/${saved.id}`} size="xs">
            {t("generator.saved.open")}
          </Button>
          <Anchor component={Link} to="/?tab=manage" size="sm">
            {t("generator.saved.dashboard")}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
