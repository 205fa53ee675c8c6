import { Alert, Button, Flex, Grid, Stack, Text, Title } from "@mantine/core";
import { IconDeviceFloppy, IconPhotoExclamation, IconRefresh, IconSend } from "@tabler/icons-react";
import { useCallback, useEffect, useRef } from "react";
import type { ListingStatus } from "../../../contract/enums.ts";
import { errorText, isUnauthorized } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { useCreateListing } from "../listings/api.ts";
import { AiDetectedCard } from "./AiDetectedCard.tsx";
import { CopyCard } from "./CopyCard.tsx";
import { DetailsCard } from "./DetailsCard.tsx";
import { extraFieldsFor } from "./details.ts";
import { IdentifyQuestion } from "./IdentifyQuestion.tsx";
import type { DraftAction, ListingDraft } from "./listing.ts";
import { PriceCard } from "./PriceCard.tsx";
import type { PriceChoice } from "./pricing.ts";
import { listingPayload } from "./save.ts";
import { useDisplayCurrency } from "./useDisplayCurrency.ts";

/** Where a 401 on a listing action sends the seller (docs/decisions/033). */
const UNAUTHORIZED_REDIRECT = "/";

const SAVE_TEXTS: Record<ListingStatus, { ok: string; okText: string; fail: string; fallback: string }> = {
  draft: {
    ok: "Draft Saved",
    okText: "Your listing was saved as a draft.",
    fail: "Save Failed",
    fallback: "Failed to save draft",
  },
  active: {
    ok: "Posted Successfully!",
    okText: "Your listing has been posted to all platforms.",
    fail: "Posting Failed",
    fallback: "Failed to post listing",
  },
};

interface Props {
  draft: ListingDraft;
  dispatch: (a: DraftAction) => void;
  onAnswer: (words: string) => void;
  onStartOver: () => void;
  onSaved: () => void;
}

export function EditStep({ draft, dispatch, onAnswer, onStartOver, onSaved }: Props) {
  const { currency, setCurrency, display } = useDisplayCurrency(draft.tiers);
  const create = useCreateListing();
  const fields = extraFieldsFor(draft.classification.itemType);
  const heading = useRef<HTMLHeadingElement>(null);

  // The edit view replaces the photo step: take focus (and the scroll position) to its heading.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "start", behavior: "instant" as ScrollBehavior });
  }, []);

  const onChoice = useCallback((choice: PriceChoice) => dispatch({ type: "choice", choice }), [dispatch]);

  // The buttons turn disabled only when the mutation's state reaches React, a tick after the tap: a second tap in
  // between is refused here (and the server saves one generation once whatever arrives, docs/decisions/117).
  const inFlight = useRef(false);
  const save = (status: ListingStatus) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const texts = SAVE_TEXTS[status];
    create.mutate(listingPayload(draft, status), {
      onSettled: () => {
        inFlight.current = false;
      },
      onSuccess: () => {
        toast({ title: texts.ok, description: texts.okText });
        onSaved();
      },
      onError: (err) => {
        if (isUnauthorized(err)) {
          toast({
            title: "Unauthorized",
            description: "You are logged out. Logging in again...",
            variant: "destructive",
          });
          setTimeout(() => window.location.assign(UNAUTHORIZED_REDIRECT), 500);
          return;
        }
        toast({ title: texts.fail, description: errorText(err, texts.fallback), variant: "destructive" });
      },
    });
  };
  const saving = create.isPending;
  const blocked = saving || draft.regenerating;

  return (
    <Stack gap="md">
      <div>
        <Title order={3} ref={heading} tabIndex={-1} id="step-review" style={{ outline: "none" }}>
          Review your listing
        </Title>
        <Text size="sm" c="dimmed">
          Check the details, pick a price, then save a draft or post it. Changing a detail updates the prices, and the
          text unless you wrote it yourself.
        </Text>
      </div>
      {!draft.classification.sure && (
        <IdentifyQuestion guess={draft.classification.productName} busy={draft.regenerating} onAnswer={onAnswer} />
      )}
      {draft.classification.mixedPhotos && (
        <Alert
          variant="light"
          color="orange"
          radius="lg"
          icon={<IconPhotoExclamation size={20} />}
          title="Different items?"
        >
          Your photos seem to show different items. We described the item in the main (first) photo. If another photo
          shows something else, start over without it so buyers see only what you are selling.
        </Alert>
      )}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <AiDetectedCard classification={draft.classification} />
            <DetailsCard
              details={draft.details}
              fields={fields}
              onChange={(key, value) => dispatch({ type: "detail", key, value })}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <CopyCard
              title={draft.title}
              titles={draft.titles}
              description={draft.description}
              busy={draft.regenerating}
              offer={draft.offer}
              onTitle={(value) => dispatch({ type: "title", value })}
              onDescription={(value) => dispatch({ type: "description", value })}
              onOffer={(accept) => dispatch({ type: "offer", accept })}
            />
            <PriceCard
              draft={draft}
              display={display}
              currency={currency}
              onCurrency={setCurrency}
              onChoice={onChoice}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      {/* Phones: one column with Post on top and Start Over last; wider screens: one row. */}
      <Flex direction={{ base: "column-reverse", sm: "row" }} justify="space-between" gap="sm">
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconRefresh size={18} />}
          onClick={onStartOver}
          disabled={saving}
        >
          Start Over
        </Button>
        <Flex direction={{ base: "column-reverse", xs: "row" }} gap="sm">
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={18} />}
            onClick={() => save("draft")}
            disabled={blocked}
            loading={saving && create.variables?.status === "draft"}
          >
            Save Draft
          </Button>
          <Button
            leftSection={<IconSend size={18} />}
            onClick={() => save("active")}
            disabled={blocked}
            loading={saving && create.variables?.status === "active"}
          >
            Post to Platforms
          </Button>
        </Flex>
      </Flex>
    </Stack>
  );
}
