import { ActionIcon, AspectRatio, Badge, Box, Card, Group, SimpleGrid, Tooltip } from "@mantine/core";
import { IconArrowLeft, IconArrowRight, IconStar, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { WholePhoto } from "../../ui/WholePhoto.tsx";
import type { PickedPhoto } from "./photos.ts";
import { UploadProgress } from "./upload/UploadProgress.tsx";
import type { UploadState } from "./upload/uploads.ts";

interface Props {
  photos: PickedPhoto[];
  urls: Map<string, string>;
  disabled: boolean;
  onRemove: (id: string) => void;
  onMove: (id: string, by: -1 | 1) => void;
  onMakeMain: (id: string) => void;
  uploads: ReadonlyMap<string, UploadState>;
  onRetryUpload: (photo: PickedPhoto) => void;
}

/** The picked photos in order; the first is the main photo. Every control has a spoken name. */
export function PhotoPreviews(props: Props) {
  const { photos, urls, disabled, onRemove, onMove, onMakeMain, uploads, onRetryUpload } = props;
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="sm" role="list" aria-label={t("generator.photos.listLabel")}>
      {photos.map((photo, i) => {
        const n = i + 1;
        const main = i === 0;
        return (
          <Card
            key={photo.id}
            withBorder
            padding={0}
            radius="md"
            role="listitem"
            aria-label={main ? t("generator.photos.photoMain", { n }) : t("generator.photos.photo", { n })}
          >
            <Box pos="relative">
              <AspectRatio ratio={1}>
                <WholePhoto
                  src={urls.get(photo.id)}
                  alt={t(main ? "generator.photos.altMain" : "generator.photos.alt", { n, name: photo.file.name })}
                />
              </AspectRatio>
              {main && (
                <Badge pos="absolute" top={6} left={6} size="sm" variant="filled" leftSection={<IconStar size={10} />}>
                  {t("common.main")}
                </Badge>
              )}
              <UploadProgress n={n} state={uploads.get(photo.id)} onRetry={() => onRetryUpload(photo)} />
              <Tooltip label={t("generator.photos.remove")} withArrow>
                <ActionIcon
                  pos="absolute"
                  top={6}
                  right={6}
                  size="md"
                  radius="xl"
                  variant="white"
                  color="dark"
                  aria-label={t("generator.photos.removePhoto", { n })}
                  disabled={disabled}
                  onClick={() => onRemove(photo.id)}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Tooltip>
            </Box>
            <Group justify="space-between" gap={4} p={6} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t("generator.photos.moveLeft", { n })}
                disabled={disabled || main}
                onClick={() => onMove(photo.id, -1)}
              >
                <IconArrowLeft size={16} />
              </ActionIcon>
              <Tooltip label={main ? t("generator.photos.isMain") : t("generator.photos.makeMain")} withArrow>
                <ActionIcon
                  variant={main ? "light" : "subtle"}
                  color={main ? "teal" : "gray"}
                  aria-label={t(main ? "generator.photos.isMainLabel" : "generator.photos.makeMainLabel", { n })}
                  disabled={disabled || main}
                  onClick={() => onMakeMain(photo.id)}
                >
                  <IconStar size={16} />
                </ActionIcon>
              </Tooltip>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t("generator.photos.moveRight", { n })}
                disabled={disabled || i === photos.length - 1}
                onClick={() => onMove(photo.id, 1)}
              >
                <IconArrowRight size={16} />
              </ActionIcon>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
