import { Button, Group } from '@mantine/core';
import type { UserLanguage } from '@trust/contract/languages';
import { useId } from 'react';
import { useLanguage, useT } from '../i18n/catalogue';

/** Each language, by its name in itself. */
export const USER_LANGUAGE_NAMES: { language: UserLanguage; label: 'language.en' | 'language.hi' }[] = [
  { language: 'en', label: 'language.en' },
  { language: 'hi', label: 'language.hi' },
];

/**
 * English or हिन्दी, as two buttons of which the one shown is pressed: on the login screen and in
 * the user's menu. Each language's name is written in itself, so whoever reads only one finds it.
 */
export function LanguageChoice({ onChoose }: { onChoose: (language: UserLanguage) => void }) {
  const t = useT();
  const shown = useLanguage();
  const labelId = useId();
  return (
    <Group gap="xs" role="group" aria-labelledby={labelId}>
      {/* A span, not Mantine's Text: the login screen's JavaScript has no room for one more component. */}
      <span className="language-choice-label" id={labelId}>
        {t('language.label')}
      </span>
      {USER_LANGUAGE_NAMES.map(({ language, label }) => (
        <Button
          key={language}
          lang={language}
          size="compact-sm"
          variant={language === shown ? 'filled' : 'default'}
          aria-pressed={language === shown}
          onClick={() => onChoose(language)}
        >
          {t(label)}
        </Button>
      ))}
    </Group>
  );
}
