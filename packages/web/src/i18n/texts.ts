/**
 * A screen's own texts (i18n/screens/): its English, which comes with the screen's code, and its
 * Hindi, which comes with the Hindi catalogue. Every key starts with the screen's name. The types
 * stand apart from catalogue.ts so that the screens' files, which lingui.ts loads, import nothing
 * that imports them back.
 */
export type Texts = Readonly<Record<string, string>>;
/** The Hindi of a screen's texts: its type refuses a missing key or one the English lacks. */
export type Hindi<T extends Texts> = Record<keyof T, string>;
