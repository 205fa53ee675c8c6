import { Box, Button, Menu } from "@mantine/core";
import { IconCheck, IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, LANGUAGES } from "../../contract/language.ts";
import { useCurrentLanguage, useSetLanguage } from "./useLanguage.ts";

/**
 * The language switch of the top navigation (landing and seller side): each language named in its own script.
 * A 360 px phone gets the icon alone, wider screens the icon and the current language's name.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const setLanguage = useSetLanguage();
  const label = t("language.switchLabel");
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          px={6}
          leftSection={<IconLanguage size={18} />}
          styles={{ section: { marginInlineEnd: 0 } }}
          aria-label={label}
          title={label}
          data-testid="language-switch"
        >
          <Box component="span" visibleFrom="xs" ml={4} lang={language}>
            {LANGUAGE_NAMES[language]}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((l) => (
          <Menu.Item
            key={l}
            lang={l}
            onClick={() => setLanguage(l)}
            rightSection={l === language ? <IconCheck size={14} aria-hidden /> : undefined}
            aria-current={l === language ? "true" : undefined}
          >
            {LANGUAGE_NAMES[l]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
