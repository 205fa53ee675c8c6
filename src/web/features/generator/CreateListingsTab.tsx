import { Box, Stack, Stepper, Text, Title } from "@mantine/core";
import { useState } from "react";
import { EditStep } from "./EditStep.tsx";
import { PhotoStep } from "./PhotoStep.tsx";
import { ProgressStatus } from "./ProgressStatus.tsx";
import type { PickedPhoto } from "./photos.ts";
import { useGenerator } from "./useGenerator.ts";

/** Create Listings tab: the Smart Listing Generator (spec section 2), photos first, then the editable listing. */
export default function CreateListingsTab() {
  const g = useGenerator();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const startOver = () => {
    g.reset();
    setPhotos([]);
  };

  return (
    <Stack gap="md" maw={1200} mx="auto">
      <div>
        <Title order={2}>Smart Listing Generator</Title>
        <Text c="dimmed" size="sm">
          Photos in, a ready-to-post listing out: title, description and three prices.
        </Text>
      </div>
      <Stepper active={g.draft ? 1 : 0} size="sm" allowNextStepsSelect={false} aria-label="Steps">
        <Stepper.Step label="Photos" description="Add up to 5" />
        <Stepper.Step label="Review" description="Edit, save or post" />
      </Stepper>
      {g.draft ? (
        <Box>
          {/* The finished bar stays for a second above the edit view, in a slot of its own that keeps its height:
              nothing moves when it clears, and it never lies over the review heading (issue 22, 360 px phones). */}
          <ProgressStatus flow={g.flow} idleText="" />
          <EditStep
            draft={g.draft}
            dispatch={g.dispatch}
            onAnswer={g.answer}
            onStartOver={startOver}
            onSaved={startOver}
          />
        </Box>
      ) : (
        <PhotoStep
          photos={photos}
          onPhotos={setPhotos}
          enhance={g.enhance}
          onEnhance={g.setEnhance}
          flow={g.flow}
          onGenerate={() => g.generate(photos)}
        />
      )}
    </Stack>
  );
}
