import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/** Secondary text: 6.1:1 on white and still 5.5:1 on the pale gray and blue of striped and hovered rows. */
const SECONDARY_TEXT = '#5c636a';

/**
 * Mantine's own stack behind the Devanagari font the app ships (styles.css). That font holds only
 * Devanagari letters, so Latin text keeps the system fonts; it stands first because Chromium looks no
 * further than the generic `sans-serif` for a letter the fonts before it lack, and draws boxes.
 */
const FONT_STACK =
  "'Noto Sans Devanagari', -apple-system, BlinkMacSystemFont, Segoe UI, Roboto, Helvetica, Arial, sans-serif, Apple Color Emoji, Segoe UI Emoji";

/**
 * Mantine's defaults fall short of WCAG AA (4.5:1 for text): white on blue.6 is 3.6:1, errors in
 * red.6 3.3:1, dimmed text and placeholders in gray.6 and gray.5 3.3:1 and 2.1:1. Filled colours use
 * shade 8 instead (blue 5.0:1 with white), and the colours below are darker still.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'sm',
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  // Plain objects rather than `Menu.extend(...)`: `extend` only adds types, and importing the
  // components here would put menus, modals and scroll areas in the code of every page, login too.
  components: {
    // Opening a menu focuses its first entry, as the ARIA menu pattern has it, instead of an
    // invisible placeholder whose role a menu may not contain.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false, menuItemTabIndex: 0 } },
    // Mantine's close button is an icon with no name; screen readers would announce just 'button'.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A wide table scrolls inside its box: its scrollbar shows whenever it overflows (a tablet has no
    // hover to reveal it), and keyboard users scroll it once it can take the focus.
    TableScrollContainer: {
      defaultProps: { scrollAreaProps: { type: 'auto', viewportProps: { tabIndex: 0 } } },
    },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': SECONDARY_TEXT,
    '--mantine-color-placeholder': SECONDARY_TEXT,
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Red fills (Delete, the confirm of a delete) would sit at 4.5:1 exactly on shade 8.
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    // Shade 9 is the darkest: the hover is red.9 darkened by a tenth, so it still visibly changes.
    '--mantine-color-red-filled-hover': '#b52626',
    // Teal marks success and ACTIVE: shade 8 is 3.9:1 on white, shade 9 5.0:1; its pale tint keeps
    // the light badge's text at 4.7:1.
    '--mantine-color-teal-filled': 'var(--mantine-color-teal-9)',
    '--mantine-color-teal-text': 'var(--mantine-color-teal-9)',
    '--mantine-color-teal-light': 'var(--mantine-color-teal-0)',
    // Green (WhatsApp) never reaches 4.5:1 in Mantine's palette: green.9 is 4.4:1 on white and 3.8:1
    // on its own pale tint. This darker green is 6.1:1 and 5.3:1.
    '--mantine-color-green-filled': '#237032',
    '--mantine-color-green-text': '#237032',
    '--mantine-color-green-light-color': '#237032',
    // Orange marks a bounced cheque and money counted over: orange.9 is 3.9:1 on its pale tint and
    // 4.3:1 on white; this darker orange is 5.6:1 and 6.1:1.
    '--mantine-color-orange-text': '#b03a00',
    '--mantine-color-orange-light-color': '#b03a00',
    '--mantine-color-orange-filled': '#b03a00',
  },
  dark: {},
});
