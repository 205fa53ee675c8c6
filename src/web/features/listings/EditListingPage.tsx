import { Button, Container, Group, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { CATEGORY_OPTIONS, CONDITIONS } from "../../../contract/enums.ts";
import type { ListingDto } from "../../../contract/listings.ts";
import { formMessage } from "../../i18n/messages.ts";
import { errorText } from "../../lib/api.ts";
import { loadLater } from "../../lib/loadLater.ts";
import { toast } from "../../lib/toast.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { handleUnauthorized, uploadImage, useListing, useListingTransition, useUpdateListing } from "./api.ts";
import { ListingHistory } from "./ListingHistory.tsx";
import { PhotoEditor } from "./PhotoEditor.tsx";
import { SellerTermsFields } from "./terms/SellerTermsFields.tsx";
import { checkTerms, type TermsErrors, termsFromListing } from "./terms/terms.ts";

type Fields = { title: string; description: string; price: string; category: string; condition: string };
type FieldErrors = Partial<Record<keyof Fields | "photos", string>>;

/** After saving or cancelling the seller returns to the list they came from. */
const BACK_TO = "/?tab=manage";

/** Edit Listing (/edit-listing/{id}, spec section 2). */

/** The form's checks: listings.ts's zod schema, loaded when a field first takes focus (docs/decisions/143). */
const formSchema = loadLater(() => import("../../../contract/listings.ts").then((m) => m.editListingFormSchema));

export default function EditListingPage() {
  const { id } = useParams();
  if (!id) return <Navigate to="/" replace />;
  return <EditListing id={id} />;
}

function EditListing({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listing = useListing(id);

  useEffect(() => {
    if (listing.error) handleUnauthorized(listing.error);
  }, [listing.error]);

  if (listing.isLoading) {
    return (
      <Container size="md" py="xl">
        <Spinner label={t("edit.loading")} />
      </Container>
    );
  }
  if (listing.error || !listing.data) {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder p="xl" radius="md">
          <Stack align="center">
            <Title order={2} size="h3">
              {t("edit.notFound")}
            </Title>
            <Text c="dimmed" ta="center">
              {t("edit.notFoundText")}
            </Text>
            <Button variant="default" onClick={() => navigate(BACK_TO)}>
              {t("edit.back")}
            </Button>
          </Stack>
        </Paper>
      </Container>
    );
  }
  return <EditForm listing={listing.data} />;
}

function EditForm({ listing }: { listing: ListingDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const conditionOptions = CONDITIONS.map((value) => ({ value, label: t(`conditions.${value}`) }));
  const update = useUpdateListing(listing.id);
  const transition = useListingTransition();
  const [fields, setFields] = useState<Fields>({
    title: listing.title,
    description: listing.description,
    price: listing.price.replace(/\.00$/, ""),
    category: listing.category,
    condition: listing.condition,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [terms, setTerms] = useState(() => termsFromListing(listing));
  const [termsErrors, setTermsErrors] = useState<TermsErrors>({});
  const originalFloor = termsFromListing(listing).floor;
  const [current, setCurrent] = useState<string[]>(listing.imageUrls);
  const [added, setAdded] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const set = (key: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  // 'general' is the storage default, not one of the spec's choices: offer it only to listings that have it.
  const categories = CATEGORY_OPTIONS.map((o) => ({ value: o.value, label: t(`categories.${o.value}`) }));
  const categoryOptions =
    fields.category === "general" ? [{ value: "general", label: t("categories.general") }, ...categories] : categories;

  const photosChanged = added.length > 0 || current.join("\n") !== listing.imageUrls.join("\n");

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    // A draft's Post button saves the edit and then posts it (docs/decisions/170); Enter and Update only save.
    const andPost = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("data-post") === "true";
    let check: Awaited<ReturnType<typeof formSchema.get>>;
    try {
      check = await formSchema.get();
    } catch {
      const description = navigator.onLine ? t("edit.updateFallback") : t("common.offline");
      toast({ title: t("edit.updateFailed"), description, variant: "destructive" });
      return;
    }
    const parsed = check.safeParse(fields);
    const found: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        found[key] ??= formMessage(issue.message);
      }
    }
    if (photosChanged && added.length + current.length === 0) found.photos = t("edit.needsPhoto");
    const floorChanged = terms.floor.trim() !== originalFloor;
    const checkedTerms = checkTerms(terms, parsed.success ? parsed.data.price : null, floorChanged);
    setTermsErrors(checkedTerms.ok ? {} : checkedTerms.errors);
    if (!parsed.success || found.photos || !checkedTerms.ok) {
      setErrors(found);
      return;
    }
    // New photos are uploaded first; any failure aborts the save (spec section 4).
    let uploaded: string[] = [];
    if (added.length > 0) {
      setUploading(true);
      try {
        for (const file of added) uploaded.push(await uploadImage(file));
      } catch (err) {
        setUploading(false);
        if (handleUnauthorized(err)) return;
        toast({
          title: t("edit.uploadFailed"),
          description: err instanceof Error ? formMessage(err.message) : t("edit.uploadFallback"),
          variant: "destructive",
        });
        uploaded = [];
        return;
      }
      setUploading(false);
    }
    update.mutate(
      {
        title: parsed.data.title,
        description: parsed.data.description,
        price: parsed.data.price,
        category: parsed.data.category,
        condition: parsed.data.condition,
        availability: checkedTerms.value.availability,
        ...(floorChanged ? { floorPrice: checkedTerms.value.floorPrice } : {}),
        ...(photosChanged ? { imageUrls: [...uploaded, ...current] } : {}),
      },
      {
        onSuccess: () => {
          if (!andPost) {
            toast({ title: t("edit.updated"), description: t("edit.updatedText") });
            navigate(BACK_TO);
            return;
          }
          transition.mutate(
            { id: listing.id, transition: "post" },
            {
              onSuccess: () => {
                toast({ title: t("listings.postDone"), description: t("listings.postDoneText") });
                navigate(BACK_TO);
              },
              onError: (err) => {
                if (handleUnauthorized(err)) return;
                toast({
                  title: t("listings.postFailed"),
                  description: errorText(err, t("common.pleaseTryAgain")),
                  variant: "destructive",
                });
              },
            },
          );
        },
        onError: (err) => {
          if (handleUnauthorized(err)) return;
          toast({
            title: t("edit.updateFailed"),
            description: errorText(err, t("edit.updateFallback")),
            variant: "destructive",
          });
        },
      },
    );
  };

  const busy = uploading || update.isPending || transition.isPending;
  return (
    <Container size="md" py="lg">
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <form onSubmit={onSubmit} onFocusCapture={formSchema.warm} noValidate>
          <Stack gap="md">
            <Title order={2} size="h3">
              {t("edit.title")}
            </Title>
            <TextInput
              label={t("edit.titleLabel")}
              required
              value={fields.title}
              onChange={(e) => set("title")(e.currentTarget.value)}
              error={errors.title}
            />
            <Textarea
              label={t("edit.description")}
              required
              autosize
              minRows={4}
              maxRows={12}
              value={fields.description}
              onChange={(e) => set("description")(e.currentTarget.value)}
              error={errors.description}
            />
            <Group grow align="flex-start" wrap="wrap">
              <TextInput
                label={t("edit.price")}
                required
                inputMode="decimal"
                leftSection="₹"
                value={fields.price}
                onChange={(e) => set("price")(e.currentTarget.value)}
                error={errors.price}
                miw={140}
              />
              {/* Native pickers: the phone's own, and no floating-UI code at start (docs/decisions/143). */}
              <NativeSelect
                label={t("edit.category")}
                data={categoryOptions}
                value={fields.category}
                onChange={(event) => set("category")(event.currentTarget.value)}
                error={errors.category}
                miw={180}
              />
              <NativeSelect
                label={t("edit.condition")}
                data={conditionOptions}
                value={fields.condition}
                onChange={(event) => set("condition")(event.currentTarget.value)}
                error={errors.condition}
                miw={140}
              />
            </Group>
            <PhotoEditor
              current={current}
              added={added}
              onCurrentChange={(urls) => {
                setCurrent(urls);
                setErrors((e) => ({ ...e, photos: undefined }));
              }}
              onAddedChange={(files) => {
                setAdded(files);
                setErrors((e) => ({ ...e, photos: undefined }));
              }}
            />
            {errors.photos ? (
              <Text c="red" size="sm">
                {errors.photos}
              </Text>
            ) : null}
            <SellerTermsFields
              value={terms}
              errors={termsErrors}
              onChange={(next, key) => {
                setTerms(next);
                setTermsErrors((e) => ({ ...e, [key === "floor" ? "floor" : key]: undefined }));
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate(BACK_TO)} disabled={busy}>
                {t("edit.cancel")}
              </Button>
              <Button type="submit" variant={listing.status === "draft" ? "default" : "filled"} loading={busy}>
                {t("edit.update")}
              </Button>
              {listing.status === "draft" ? (
                <Button type="submit" data-post="true" loading={busy}>
                  {t("edit.updateAndPost")}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </form>
      </Paper>
      <ListingHistory listingId={listing.id} />
    </Container>
  );
}
