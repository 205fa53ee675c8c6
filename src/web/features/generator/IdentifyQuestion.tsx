import { Alert, Autocomplete, Button, Group, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconHelpCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
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
  const { t } = useTranslation();
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
      title={t("generator.identify.title")}
    >
      <Stack gap="sm">
        <Text size="sm">
          {known ? (
            <Trans i18nKey="generator.identify.bestGuess" values={{ guess }} components={{ b: <b /> }} />
          ) : (
            t("generator.identify.noGuess")
          )}{" "}
          {t("generator.identify.tellUs")}
        </Text>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Autocomplete
              label={t("generator.identify.whatIsIt")}
              placeholder={t("generator.identify.placeholder")}
              value={words}
              onChange={setWords}
              data={query ? (suggestions.data ?? []) : []}
              maxLength={200}
              style={{ flex: "1 1 14rem" }}
              comboboxProps={{ withinPortal: true }}
            />
            <Button type="submit" loading={busy} disabled={!words.trim()}>
              {t("generator.identify.update")}
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
            {t(/^[aeiou]/i.test(guess) ? "generator.identify.yesAn" : "generator.identify.yesA", { guess })}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
