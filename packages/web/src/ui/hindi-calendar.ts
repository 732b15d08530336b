import dayjs from 'dayjs';
import hi from 'dayjs/locale/hi';

/**
 * The calendar's Hindi: dayjs's own, with the months as the glossary writes them (सितंबर, नवंबर,
 * दिसंबर), as the dashboard's figures name them. Registered under 'hi', the name Mantine's
 * DatesProvider is given when हिन्दी is chosen.
 */
dayjs.locale(
  {
    ...hi,
    months: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  },
  undefined,
  true,
);

export const CALENDAR_LOCALES = { en: 'en', hi: 'hi' } as const;
