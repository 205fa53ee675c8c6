import { Box, Stack, Stepper, Text, Title } from "@mantine/core";
import { lazy, Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ListingDto } from "../../../contract/listings.ts";
import { PageLoader } from "../../ui/PageLoader.tsx";
import { useAuth } from "../auth/useAuth.ts";
import { wasOffered } from "../push/offered.ts";
import type { ListingDraft } from "./listing.ts";
import { PhotoStep } from "./PhotoStep.tsx";
import { GenerationAnnouncer, ProgressStatus } from "./ProgressStatus.tsx";
import type { PickedPhoto } from "./photos.ts";
import { type Saved, SavedListing } from "./SavedListing.tsx";
import { usePhotoUploads } from "./upload/usePhotoUploads.ts";
import { useGenerator } from "./useGenerator.ts";
import { useKeptWork } from "./useKeptWork.ts";

const PushOffer = lazy(() => import("../push/PushOffer.tsx"));
/**
 * The review step (the listing's cards, prices, copy and their inputs) is a chunk of its own: the first page draws
 * the photo step only (issue 31, docs/decisions/137). It is fetched when a generation starts, so it is there by the
 * time the listing is.
 */
const loadEditStep = () => import("./EditStep.tsx");
const EditStep = lazy(() => loadEditStep().then((m) => ({ default: m.EditStep })));

/** Create Listings tab: the Smart Listing Generator (spec section 2), photos first, then the editable listing. */
export default function CreateListingsTab() {
  const { t } = useTranslation();
  const g = useGenerator();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const { uploads, states } = usePhotoUploads(photos);
  const { restore } = g;
  const onRestore = useCallback(
    (kept: PickedPhoto[], draft: ListingDraft | null) => {
      setPhotos(kept);
      if (draft) restore(draft);
    },
    [restore],
  );
  const { user } = useAuth();
  const { restored } = useKeptWork({ userId: user?.id, photos, draft: g.draft, states, uploads, onRestore });
  const startOver = () => {
    g.reset();
    setPhotos([]);
  };
  // The listing just saved, with a way to it, until the seller closes it or starts on the next one.
  const [saved, setSaved] = useState<Saved | null>(null);
  const pickPhotos = (next: PickedPhoto[]) => {
    if (next.length > 0) setSaved(null);
    setPhotos(next);
  };
  // "Tell me when it sells" after the seller's first Post on this device (issue 32), never on page load.
  const [offerPush, setOfferPush] = useState(false);
  const closeOffer = useCallback(() => setOfferPush(false), []);
  const onSaved = (listing: ListingDto) => {
    startOver();
    setSaved({ id: listing.id, title: listing.title, status: listing.status === "active" ? "active" : "draft" });
    if (listing.status === "active" && user && !wasOffered(user.id)) setOfferPush(true);
  };

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <div>
        <Title order={2}>{t("generator.title")}</Title>
        <Text c="dimmed" size="sm">
          {t("generator.intro")}
        </Text>
      </div>
      {saved && !g.draft && <SavedListing saved={saved} onClose={() => setSaved(null)} />}
      {offerPush && user && (
        <Suspense fallback={null}>
          <PushOffer userId={user.id} onDone={closeOffer} />
        </Suspense>
      )}
      <GenerationAnnouncer flow={g.flow} />
      <Stepper active={g.draft ? 1 : 0} size="sm" allowNextStepsSelect={false} aria-label={t("generator.steps")}>
        <Stepper.Step label={t("generator.stepPhotos")} description={t("generator.stepPhotosHint")} />
        <Stepper.Step label={t("generator.stepReview")} description={t("generator.stepReviewHint")} />
      </Stepper>
      {g.draft ? (
        <Box>
          {/* The finished bar stays for a second above the edit view, in a slot of its own that keeps its height:
              nothing moves when it clears, and it never lies over the review heading (issue 22, 360 px phones). */}
          <ProgressStatus flow={g.flow} idleText="" />
          <Suspense fallback={<PageLoader inline />}>
            <EditStep
              draft={g.draft}
              dispatch={g.dispatch}
              onAnswer={g.answer}
              onStartOver={startOver}
              onSaved={onSaved}
            />
          </Suspense>
        </Box>
      ) : (
        <PhotoStep
          photos={photos}
          onPhotos={pickPhotos}
          enhance={g.enhance}
          onEnhance={g.setEnhance}
          uploads={states}
          onRetryUpload={(photo) => uploads.restart([photo])}
          flow={g.flow}
          takeShared={restored}
          onGenerate={() => {
            void loadEditStep();
            g.generate(photos, uploads);
          }}
        />
      )}
    </Stack>
  );
}
