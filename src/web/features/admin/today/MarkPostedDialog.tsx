import { Button, Group, Stack, TextInput } from "@mantine/core";
import { modals } from "@mantine/modals";
import { createElement, useState } from "react";
import { AD_URL_EXAMPLES, adUrlProblemText, checkAdUrl } from "../../../../contract/ad-address.ts";
import { MARKETPLACE_LABELS } from "../../../../contract/enums.ts";
import type { WorkItem } from "../../../../contract/work-queue.ts";
import { errorText } from "../../../lib/api.ts";
import { markPosted } from "./api.ts";

/** Done on a posting item: the published ad's address, then Mark Posted (the assistant does this by itself). */
function MarkPostedForm({ item, onDone }: { item: WorkItem; onDone: (what: string) => void }) {
  const marketplace = item.marketplace ?? "olx";
  const [url, setUrl] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const checked = checkAdUrl(marketplace, url);
        if (!checked.ok) {
          setProblem(adUrlProblemText(marketplace, checked.problem));
          return;
        }
        const value = checked.url;
        setBusy(true);
        try {
          await markPosted(item, value);
          onDone(`Marked posted on ${MARKETPLACE_LABELS[marketplace]}: ${item.title}`);
        } catch (err) {
          setProblem(errorText(err, "Failed to update status"));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Stack>
        <TextInput
          label={`The ad's address on ${MARKETPLACE_LABELS[marketplace]}`}
          placeholder={AD_URL_EXAMPLES[marketplace]}
          value={url}
          onChange={(e) => {
            setUrl(e.currentTarget.value);
            setProblem(null);
          }}
          error={problem}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => modals.closeAll()}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Mark Posted
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

let counter = 0;
export function openMarkPostedDialog(item: WorkItem, onDone: (what: string) => void) {
  const modalId = `mark-posted-${++counter}`;
  modals.open({
    modalId,
    title: `Mark posted: ${item.title}`,
    children: createElement(MarkPostedForm, {
      item,
      onDone: (what: string) => {
        modals.close(modalId);
        onDone(what);
      },
    }),
  });
}
