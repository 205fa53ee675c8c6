import { Alert, Button, Card, Group, Menu, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { IconChevronDown, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { MAX_ALTERNATIVE_TITLES } from "../../../contract/limits.ts";
import { TITLE_MAX } from "../../../contract/sentences.ts";
import { Spinner } from "../../ui/Spinner.tsx";

interface Props {
  title: string;
  titles: string[];
  description: string;
  busy: boolean;
  /** New text from changed details for fields the seller edited by hand (ListingDraft.offer). */
  offer?: { title?: string; description?: string };
  onTitle: (v: string) => void;
  onDescription: (v: string) => void;
  onOffer: (accept: boolean) => void;
}

/** The editable title, with the other generated titles one click away, and the description. */
export function CopyCard({ title, titles, description, busy, offer, onTitle, onDescription, onOffer }: Props) {
  const { t } = useTranslation();
  const others = titles.filter((other) => other !== title).slice(0, MAX_ALTERNATIVE_TITLES);
  return (
    <Card withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="copy-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={4} id="copy-title">
            {t("generator.copy.title")}
          </Title>
          {busy && <Spinner size="xs" label={t("generator.copy.updating")} />}
        </Group>
        {offer && <UpdateOffer offer={offer} onOffer={onOffer} />}
        <TextInput
          label={t("generator.copy.titleLabel")}
          value={title}
          maxLength={TITLE_MAX}
          onChange={(e) => onTitle(e.currentTarget.value)}
        />
        {others.length > 0 && (
          <Menu position="bottom-start" width="target" withinPortal shadow="md">
            <Menu.Target>
              <Button
                variant="subtle"
                size="compact-sm"
                rightSection={<IconChevronDown size={14} />}
                style={{ alignSelf: "flex-start" }}
              >
                {t("generator.copy.alternatives", { count: others.length })}
              </Button>
            </Menu.Target>
            <Menu.Dropdown miw={260}>
              <Menu.Label>{t("generator.copy.useAnother")}</Menu.Label>
              {others.map((other) => (
                <Menu.Item key={other} onClick={() => onTitle(other)}>
                  {other}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
        <Textarea
          label={t("generator.copy.description")}
          value={description}
          autosize
          minRows={6}
          maxRows={16}
          onChange={(e) => onDescription(e.currentTarget.value)}
        />
      </Stack>
    </Card>
  );
}

/** Issue #14 item 5: the seller's own words stay; text regenerated from the details is offered, not forced. */
function UpdateOffer({ offer, onOffer }: { offer: NonNullable<Props["offer"]>; onOffer: (accept: boolean) => void }) {
  const { t } = useTranslation();
  const kept =
    offer.title !== undefined && offer.description !== undefined
      ? t("generator.copy.offerTitleAndDescription")
      : offer.title !== undefined
        ? t("generator.copy.offerTitleOnly")
        : t("generator.copy.offerDescriptionOnly");
  return (
    <Alert variant="light" color="blue" icon={<IconRefresh size={18} />} title={t("generator.copy.offerTitle")}>
      <Stack gap="xs">
        <Text size="sm">
          {kept}
          {offer.title !== undefined && (
            <>
              {" "}
              {t("generator.copy.newTitle")} <b>{offer.title}</b>
            </>
          )}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" onClick={() => onOffer(true)}>
            {t("generator.copy.updateText")}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => onOffer(false)}>
            {t("generator.copy.keepMine")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
