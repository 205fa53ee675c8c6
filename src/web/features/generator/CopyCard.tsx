import { Alert, Button, Card, Group, Loader, Menu, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { IconChevronDown, IconRefresh } from "@tabler/icons-react";
import { MAX_ALTERNATIVE_TITLES } from "../../../contract/limits.ts";
import { TITLE_MAX } from "../../../contract/listings.ts";

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
  const others = titles.filter((t) => t !== title).slice(0, MAX_ALTERNATIVE_TITLES);
  return (
    <Card withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="copy-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={4} id="copy-title">
            Listing text
          </Title>
          {busy && <Loader size="xs" aria-label="Updating title and description" />}
        </Group>
        {offer && <UpdateOffer offer={offer} onOffer={onOffer} />}
        <TextInput label="Title" value={title} maxLength={TITLE_MAX} onChange={(e) => onTitle(e.currentTarget.value)} />
        {others.length > 0 && (
          <Menu position="bottom-start" width="target" withinPortal shadow="md">
            <Menu.Target>
              <Button
                variant="subtle"
                size="compact-sm"
                rightSection={<IconChevronDown size={14} />}
                style={{ alignSelf: "flex-start" }}
              >
                Alternative titles ({others.length})
              </Button>
            </Menu.Target>
            <Menu.Dropdown miw={260}>
              <Menu.Label>Use another title</Menu.Label>
              {others.map((t) => (
                <Menu.Item key={t} onClick={() => onTitle(t)}>
                  {t}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
        <Textarea
          label="Description"
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
  const what = [offer.title !== undefined && "title", offer.description !== undefined && "description"]
    .filter(Boolean)
    .join(" and ");
  return (
    <Alert variant="light" color="blue" icon={<IconRefresh size={18} />} title="Update text from details?">
      <Stack gap="xs">
        <Text size="sm">
          Your details changed. You wrote the {what} yourself, so we kept your words.
          {offer.title !== undefined && (
            <>
              {" "}
              New title: <b>{offer.title}</b>
            </>
          )}
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" onClick={() => onOffer(true)}>
            Update text
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => onOffer(false)}>
            Keep mine
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
