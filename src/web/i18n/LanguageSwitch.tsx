import { Box, Button } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, type Language } from "../../contract/language.ts";
import { useCurrentLanguage, useSetLanguage } from "./useLanguage.ts";

/**
 * The language switch of the top navigation (landing and seller side): one button that offers the other
 * language, named in its own script ("हिन्दी" on an English page, "English" on a Hindi one). No menu: the landing
 * page would load a floating-UI library for it (its 200 kB budget). A 360 px phone shows the icon alone, whose
 * spoken name says both scripts and where it goes ("Language / भाषा: हिन्दी").
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const setLanguage = useSetLanguage();
  const other: Language = language === "hi" ? "en" : "hi";
  const label = `${t("language.switchLabel")}: ${LANGUAGE_NAMES[other]}`;
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      px={6}
      leftSection={<IconLanguage size={18} aria-hidden />}
      // Never squeezed by a full navigation beside it: its name stays whole (the seller's bar has six links now).
      styles={{ root: { flexShrink: 0 }, section: { marginInlineEnd: 0 } }}
      aria-label={label}
      title={label}
      onClick={() => setLanguage(other)}
      data-testid="language-switch"
    >
      <Box component="span" visibleFrom="xs" ml={4} lang={other}>
        {LANGUAGE_NAMES[other]}
      </Box>
    </Button>
  );
}
