import { Button, Card, Group, Loader, Menu, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { MAX_ALTERNATIVE_TITLES } from "../../../contract/limits.ts";
import { TITLE_MAX } from "../../../contract/listings.ts";

interface Props {
  title: string;
  titles: string[];
  description: string;
  busy: boolean;
  onTitle: (v: string) => void;
  onDescription: (v: string) => void;
}

/** The editable title, with the other generated titles one click away, and the description. */
export function CopyCard({ title, titles, description, busy, onTitle, onDescription }: Props) {
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
