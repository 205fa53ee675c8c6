import { Badge, Box, CloseButton, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { Dropzone, IMAGE_MIME_TYPE } from "@mantine/dropzone";
import { IconPhotoPlus } from "@tabler/icons-react";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { MAX_IMAGES_PER_LISTING } from "../../../contract/limits.ts";
import { PICKS, useFilesGivenBeforeStart } from "../../lib/givenBeforeStart.ts";
import { toast } from "../../lib/toast.ts";
import { WholePhoto } from "../../ui/WholePhoto.tsx";

function Tile({ src, label, main, onRemove }: { src: string; label: string; main: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Box pos="relative">
      <WholePhoto src={src} alt={label} h={110} radius="sm" />
      {main ? (
        <Badge pos="absolute" top={6} left={6} size="sm">
          {t("common.main")}
        </Badge>
      ) : null}
      <CloseButton
        pos="absolute"
        top={4}
        right={4}
        size="sm"
        variant="filled"
        aria-label={t("edit.removePhoto", { label: label.toLowerCase() })}
        onClick={onRemove}
      />
    </Box>
  );
}

/**
 * Current photos and new ones (previews), each removable. New photos go first on save, so the first new photo
 * becomes the main image (docs/decisions/031). At most five in total.
 */
export function PhotoEditor(props: {
  current: string[];
  added: File[];
  onCurrentChange: (urls: string[]) => void;
  onAddedChange: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const { current, added, onCurrentChange, onAddedChange } = props;
  const previews = useMemo(() => added.map((f) => URL.createObjectURL(f)), [added]);
  useEffect(
    () => () => {
      for (const u of previews) URL.revokeObjectURL(u);
    },
    [previews],
  );
  const room = MAX_IMAGES_PER_LISTING - current.length - added.length;

  // Photos picked on the drawn page before the app ran (docs/decisions/150): images only, as the zone accepts.
  useFilesGivenBeforeStart(PICKS.editPhotos, (files) => {
    const images = files.filter((f) => (IMAGE_MIME_TYPE as string[]).includes(f.type));
    if (images.length < files.length)
      toast({ title: t("generator.invalidTitle"), description: t("generator.invalidText"), variant: "destructive" });
    if (images.length) onDrop(images);
  });

  const onDrop = (files: File[]) => {
    if (files.length > room) {
      toast({
        title: t("generator.tooManyTitle"),
        description: t("edit.tooMany", { max: MAX_IMAGES_PER_LISTING }),
        variant: "destructive",
      });
      return;
    }
    onAddedChange([...added, ...files]);
  };

  return (
    <Stack gap="sm">
      <Text fw={500} size="sm">
        {t("edit.photos")}
      </Text>
      {current.length + added.length > 0 ? (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="sm">
          {added.map((file, i) => (
            <Tile
              key={`new-${file.name}-${i}`}
              src={previews[i] ?? ""}
              label={t("edit.newPhoto", { n: i + 1 })}
              main={i === 0}
              onRemove={() => onAddedChange(added.filter((_, j) => j !== i))}
            />
          ))}
          {current.map((url, i) => (
            <Tile
              key={url}
              src={url}
              label={t("edit.currentPhoto", { n: i + 1 })}
              main={added.length === 0 && i === 0}
              onRemove={() => onCurrentChange(current.filter((u) => u !== url))}
            />
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          {t("edit.noPhotos")}
        </Text>
      )}
      <Dropzone
        onDrop={onDrop}
        onReject={() =>
          toast({
            title: t("generator.invalidTitle"),
            description: t("generator.invalidText"),
            variant: "destructive",
          })
        }
        accept={IMAGE_MIME_TYPE}
        multiple
        disabled={room <= 0}
        // A button a keyboard presses (Enter or Space opens the file picker), named by the words it shows.
        role="button"
        // The zone is the control; its file input is only the mechanism (display: none still opens the picker),
        // kept out of the button so that nothing interactive sits inside it.
        inputProps={
          {
            "aria-label": t("generator.choosePhotos"),
            id: PICKS.editPhotos,
            style: { display: "none" },
          } as React.InputHTMLAttributes<HTMLInputElement>
        }
        // Before the app runs, the page's inline script opens this input's picker (docs/decisions/150).
        data-picks={PICKS.editPhotos}
        p="md"
      >
        <Group justify="center" gap="sm" mih={60} style={{ pointerEvents: "none" }}>
          <IconPhotoPlus size={28} stroke={1.5} />
          <Stack gap={0}>
            <Text size="sm">{room > 0 ? t("edit.dropNew") : t("edit.limitReached")}</Text>
            <Text size="xs" c="dimmed">
              {t("edit.firstNewIsMain")}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
    </Stack>
  );
}
