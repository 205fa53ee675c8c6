import { Alert, Autocomplete, Button, Group, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconHelpCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { itemSuggestions } from "./api.ts";

interface Props {
  guess: string;
  busy: boolean;
  onAnswer: (words: string) => void;
}

/**
 * Issue #14 item 1: when the engine is not sure, the review step says so and asks one short question. The answer
 * rewrites the title, description and prices from the seller's words.
 */
export function IdentifyQuestion({ guess, busy, onAnswer }: Props) {
  const [words, setWords] = useState("");
  const [query] = useDebouncedValue(words.trim(), 150);
  const suggestions = useQuery({
    queryKey: ["item-suggestions", query],
    queryFn: ({ signal }) => itemSuggestions(query, signal),
    enabled: query.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  /** "Item" means the engine found nothing: no guess to offer. */
  const known = guess !== "Item";
  const submit = () => {
    if (words.trim()) onAnswer(words.trim());
  };
  return (
    <Alert
      variant="light"
      color="yellow"
      radius="lg"
      icon={<IconHelpCircle size={20} />}
      title="We're not sure what this is"
    >
      <Stack gap="sm">
        <Text size="sm">
          {known ? (
            <>
              Our best guess is <b>{guess}</b>, but the photos don't make it clear.
            </>
          ) : (
            "We couldn't tell from the photos."
          )}{" "}
          Tell us what it is and we'll write the title, description and prices from your words.
        </Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Autocomplete
              label="What is it?"
              placeholder="e.g. Persian cat scratching post"
              value={words}
              onChange={setWords}
              data={query ? (suggestions.data ?? []) : []}
              maxLength={200}
              style={{ flex: "1 1 14rem" }}
              comboboxProps={{ withinPortal: true }}
            />
            <Button type="submit" loading={busy} disabled={!words.trim()}>
              Update listing
            </Button>
          </Group>
        </form>
        {known && (
          <Button
            variant="subtle"
            size="compact-sm"
            style={{ alignSelf: "flex-start" }}
            onClick={() => onAnswer(guess)}
          >
            Yes, it's {/^[aeiou]/i.test(guess) ? "an" : "a"} {guess}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
