import { Button, Card, FileButton, Group, Stack, Switch, Text, Title } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconCamera, IconPhotoPlus, IconPhotoX, IconSparkles, IconUpload } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { MAX_IMAGES_PER_LISTING } from "../../../contract/limits.ts";
import { PICKS, useFilesGivenBeforeStart } from "../../lib/givenBeforeStart.ts";
import { toast } from "../../lib/toast.ts";
import { useOnline } from "../../pwa/useOnline.ts";
import { useSharedPhotos } from "../../pwa/useSharedPhotos.ts";
import type { FlowState } from "./flow.ts";
import { ProgressStatus } from "./ProgressStatus.tsx";
import { addPhotos, makeMain, movePhoto, type PickedPhoto, removePhoto } from "./photos.ts";
import { shrinkPhoto } from "./shrink/shrink.ts";
import type { UploadState } from "./upload/uploads.ts";
import type { EnhanceSettings } from "./useGenerator.ts";
import { usePhotoUrls } from "./usePhotoUrls.ts";

/**
 * The picked photos' cards (their tooltips bring floating-UI, ~16 kB compressed) load with the first photo: the
 * first page draws the drop zone only (issue 31, docs/decisions/137).
 */
const PhotoPreviews = lazy(() => import("./PhotoPreviews.tsx").then((m) => ({ default: m.PhotoPreviews })));

/** Accept images by type, and HEIC/AVIF by name for browsers that do not know their type. */
const ACCEPT = { "image/*": [".heic", ".heif", ".avif"] };

interface Props {
  photos: PickedPhoto[];
  onPhotos: (photos: PickedPhoto[]) => void;
  enhance: EnhanceSettings;
  onEnhance: (e: EnhanceSettings) => void;
  uploads: ReadonlyMap<string, UploadState>;
  onRetryUpload: (photo: PickedPhoto) => void;
  flow: FlowState;
  /** Photos shared from the gallery are added once the seller's kept work is back, after it. */
  takeShared: boolean;
  onGenerate: () => void;
}

export function PhotoStep({
  photos,
  onPhotos,
  enhance,
  onEnhance,
  uploads,
  onRetryUpload,
  flow,
  takeShared,
  onGenerate,
}: Props) {
  const urls = usePhotoUrls(photos);
  const working = flow.phase === "working";
  const full = photos.length >= MAX_IMAGES_PER_LISTING;
  const online = useOnline();
  const { t } = useTranslation();

  const take = (files: File[]) => {
    if (files.length === 0) return;
    const result = addPhotos(photos, files);
    // Each new photo starts shrinking at once (in a worker), so it is ready by the time Generate is tapped.
    if (result.ok) onPhotos(result.photos.map((p) => (p.ready ? p : { ...p, ready: shrinkPhoto(p.file) })));
    else if (result.reason === "too-many") {
      toast({
        title: t("generator.tooManyTitle"),
        description: t("generator.tooManyText", { max: MAX_IMAGES_PER_LISTING }),
        variant: "destructive",
      });
    } else
      toast({
        title: t("generator.invalidTitle"),
        description: t("generator.invalidText"),
        variant: "destructive",
      });
  };
  // Photos shared from the phone's gallery come in the same way (issue 22 item 6).
  useSharedPhotos(take, takeShared);
  // And those picked on the drawn page before the app ran (docs/decisions/150).
  useFilesGivenBeforeStart(PICKS.photos, take);
  useFilesGivenBeforeStart(PICKS.camera, take);

  return (
    <Card withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="step-photos">
      <Stack gap="md">
        <div>
          <Title order={3} id="step-photos">
            {t("generator.addPhotos")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("generator.addPhotosHint", { max: MAX_IMAGES_PER_LISTING })}
          </Text>
        </div>

        <Dropzone
          onDrop={() => undefined}
          onDropAny={(accepted, rejected) => take([...accepted, ...rejected.map((r) => r.file)])}
          accept={ACCEPT}
          multiple
          // Not disabled when full: a sixth photo must still be refused with the spec's toast.
          disabled={working}
          // Mantine marks a disabled zone with data-disabled only; as a button it must say so to everyone.
          aria-disabled={working || undefined}
          useFsAccessApi={false}
          radius="md"
          // A button a keyboard presses (Enter or Space opens the file picker), named by the words it shows.
          role="button"
          // The zone is the control; its file input is only the mechanism (display: none still opens the picker),
          // kept out of the button so that nothing interactive sits inside it.
          inputProps={
            {
              "aria-label": t("generator.choosePhotos"),
              name: "photos",
              id: PICKS.photos,
              style: { display: "none" },
            } as React.InputHTMLAttributes<HTMLInputElement>
          }
          // Before the app runs, the page's inline script opens this input's picker (docs/decisions/150).
          data-picks={PICKS.photos}
          data-testid="photo-dropzone"
        >
          <Stack align="center" gap={6} py="lg" style={{ pointerEvents: "none" }}>
            <Dropzone.Accept>
              <IconUpload size={40} stroke={1.5} color="var(--mantine-color-teal-6)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconPhotoX size={40} stroke={1.5} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoPlus size={40} stroke={1.5} color="var(--mantine-color-gray-6)" />
            </Dropzone.Idle>
            <Text fw={600} ta="center">
              {full ? t("generator.dropFull") : t("generator.dropIdle")}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {t("generator.dropTypes", { count: photos.length, max: MAX_IMAGES_PER_LISTING })}
            </Text>
          </Stack>
        </Dropzone>

        {/* Phones: open the camera straight away (the picker above offers the gallery). */}
        <FileButton
          onChange={(files) => take(files)}
          accept="image/*"
          capture="environment"
          multiple
          inputProps={{ id: PICKS.camera }}
        >
          {(props) => (
            <Button
              {...props}
              data-picks={PICKS.camera}
              hiddenFrom="sm"
              variant="light"
              leftSection={<IconCamera size={18} />}
              disabled={working || full}
              fullWidth
            >
              {t("generator.takePhoto")}
            </Button>
          )}
        </FileButton>

        {photos.length > 0 && (
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600} size="sm">
                {t("generator.yourPhotos")}
              </Text>
              <Button variant="subtle" color="red" size="compact-sm" onClick={() => onPhotos([])} disabled={working}>
                {t("generator.clearAll")}
              </Button>
            </Group>
            <Suspense fallback={null}>
              <PhotoPreviews
                photos={photos}
                urls={urls}
                disabled={working}
                onRemove={(id) => onPhotos(removePhoto(photos, id))}
                onMove={(id, by) => onPhotos(movePhoto(photos, id, by))}
                onMakeMain={(id) => onPhotos(makeMain(photos, id))}
                uploads={uploads}
                onRetryUpload={onRetryUpload}
              />
            </Suspense>
          </Stack>
        )}

        <Card withBorder radius="md" padding="md" bg="var(--mantine-color-gray-0)">
          <Stack gap="sm">
            <Switch
              label={t("generator.autoEnhance")}
              description={t("generator.autoEnhanceHint")}
              checked={enhance.enabled}
              disabled={working}
              onChange={(e) => onEnhance({ ...enhance, enabled: e.currentTarget.checked })}
            />
            {enhance.enabled && (
              <Stack gap="xs" pl={{ base: "md", sm: "xl" }}>
                <Switch
                  size="sm"
                  label={t("generator.upscale")}
                  checked={enhance.upscale}
                  disabled={working}
                  onChange={(e) => onEnhance({ ...enhance, upscale: e.currentTarget.checked })}
                />
                <Switch
                  size="sm"
                  label={t("generator.background")}
                  description={t("generator.backgroundHint")}
                  checked={enhance.background}
                  disabled={working}
                  onChange={(e) => onEnhance({ ...enhance, background: e.currentTarget.checked })}
                />
                {!enhance.upscale && !enhance.background && (
                  <Text size="xs" c="dimmed">
                    {t("generator.enhanceNone")}
                  </Text>
                )}
              </Stack>
            )}
          </Stack>
        </Card>

        <Button
          size="lg"
          // A 360 px phone: less padding and a slightly smaller font, so the label fits whole.
          px={{ base: "md", xs: "lg" }}
          fz={{ base: "md", xs: "lg" }}
          leftSection={<IconSparkles size={20} />}
          onClick={onGenerate}
          // Offline, nothing can be sent: Generate waits for the network (docs/decisions/119).
          disabled={photos.length === 0 || !online}
          loading={working}
          loaderProps={{ type: "dots" }}
        >
          {t("generator.generate")}
        </Button>
        <ProgressStatus
          flow={flow}
          idleText={
            photos.length === 0
              ? t("generator.idleNoPhotos")
              : online
                ? t("generator.idleReady")
                : t("generator.idleOffline")
          }
        />
      </Stack>
    </Card>
  );
}
