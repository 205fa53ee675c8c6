import { Alert, Button, Flex, Grid, Stack, Text, Title } from "@mantine/core";
import { ModalsProvider, modals } from "@mantine/modals";
import { IconDeviceFloppy, IconPhotoExclamation, IconRefresh, IconSend } from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ListingStatus } from "../../../contract/enums.ts";
import type { ListingDto } from "../../../contract/listings.ts";
import { errorText, isUnauthorized } from "../../lib/api.ts";
import { toast } from "../../lib/toast.ts";
import { useCreateListing } from "../listings/api.ts";
import { SellerTermsFields } from "../listings/terms/SellerTermsFields.tsx";
import { checkTerms, emptyTerms, type TermsErrors } from "../listings/terms/terms.ts";
import { AiDetectedCard } from "./AiDetectedCard.tsx";
import { CopyCard } from "./CopyCard.tsx";
import { DetailsCard } from "./DetailsCard.tsx";
import { extraFieldsFor } from "./details.ts";
import { IdentifyQuestion } from "./IdentifyQuestion.tsx";
import type { DraftAction, ListingDraft } from "./listing.ts";
import { PriceCard } from "./PriceCard.tsx";
import { type PriceChoice, selectedRupees } from "./pricing.ts";
import { listingPayload } from "./save.ts";
import { useDisplayCurrency } from "./useDisplayCurrency.ts";

/** Where a 401 on a listing action sends the seller (docs/decisions/033). */
const UNAUTHORIZED_REDIRECT = "/";

/** The toasts of Save Draft and Post to Platforms (spec section 8), as keys of the language files. */
const SAVE_TEXTS = {
  draft: {
    ok: "generator.toasts.draftSaved",
    okText: "generator.toasts.draftSavedText",
    fail: "generator.toasts.saveFailed",
    fallback: "generator.toasts.saveFailedFallback",
  },
  active: {
    ok: "generator.toasts.posted",
    okText: "generator.toasts.postedText",
    fail: "generator.toasts.postFailed",
    fallback: "generator.toasts.postFailedFallback",
  },
} as const satisfies Record<ListingStatus, Record<string, string>>;

interface Props {
  draft: ListingDraft;
  dispatch: (a: DraftAction) => void;
  onAnswer: (words: string) => void;
  onStartOver: () => void;
  /** The listing as saved (a draft or posted). */
  onSaved: (listing: ListingDto) => void;
}

/**
 * The review step, with the modals manager its Start Over question opens in: loaded with this step, so the photo
 * step still carries none of it (docs/decisions/137).
 */
export function EditStep(props: Props) {
  return (
    <ModalsProvider>
      <ReviewStep {...props} />
    </ModalsProvider>
  );
}

function ReviewStep({ draft, dispatch, onAnswer, onStartOver, onSaved }: Props) {
  const { t } = useTranslation();
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
  const [terms, setTerms] = useState(emptyTerms);
  const [termsErrors, setTermsErrors] = useState<TermsErrors>({});
  const save = (status: ListingStatus) => {
    if (inFlight.current) return;
    const checked = checkTerms(terms, String(selectedRupees(draft.choice, draft.tiers)));
    if (!checked.ok) {
      setTermsErrors(checked.errors);
      return;
    }
    inFlight.current = true;
    const texts = SAVE_TEXTS[status];
    create.mutate(
      { ...listingPayload(draft, status), ...checked.value },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: (listing) => {
          toast({ title: t(texts.ok), description: t(texts.okText) });
          onSaved(listing);
        },
        onError: (err) => {
          if (isUnauthorized(err)) {
            toast({
              title: t("common.unauthorizedTitle"),
              description: t("common.loggedOutText"),
              variant: "destructive",
            });
            setTimeout(() => window.location.assign(UNAUTHORIZED_REDIRECT), 500);
            return;
          }
          toast({ title: t(texts.fail), description: errorText(err, t(texts.fallback)), variant: "destructive" });
        },
      },
    );
  };
  const saving = create.isPending;
  const blocked = saving || draft.regenerating;
  // Start Over throws the generated listing away: it asks first (issue 47 item 8). Nothing saved is touched.
  const confirmStartOver = () =>
    modals.openConfirmModal({
      title: t("generator.review.startOverTitle"),
      children: <Text size="sm">{t("generator.review.startOverText")}</Text>,
      labels: { confirm: t("generator.review.startOverConfirm"), cancel: t("generator.review.keepEditing") },
      confirmProps: { color: "red" },
      onConfirm: onStartOver,
    });

  return (
    <Stack gap="md">
      <div>
        <Title order={3} ref={heading} tabIndex={-1} id="step-review" style={{ outline: "none" }}>
          {t("generator.review.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("generator.review.intro")}
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
          title={t("generator.review.mixedTitle")}
        >
          {t("generator.review.mixedText")}
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
            <SellerTermsFields
              value={terms}
              errors={termsErrors}
              onChange={(next, key) => {
                setTerms(next);
                setTermsErrors((e) => ({ ...e, [key]: undefined }));
              }}
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
          onClick={confirmStartOver}
          disabled={saving}
        >
          {t("generator.review.startOver")}
        </Button>
        <Flex direction={{ base: "column-reverse", xs: "row" }} gap="sm">
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={18} />}
            onClick={() => save("draft")}
            disabled={blocked}
            loading={saving && create.variables?.status === "draft"}
          >
            {t("generator.review.saveDraft")}
          </Button>
          <Button
            leftSection={<IconSend size={18} />}
            onClick={() => save("active")}
            disabled={blocked}
            loading={saving && create.variables?.status === "active"}
          >
            {t("generator.review.post")}
          </Button>
        </Flex>
      </Flex>
    </Stack>
  );
}
