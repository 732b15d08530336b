import { test } from '@playwright/test';
import { askForToday, type Screen, SIZES, settled, sweep } from './accessibility';

/**
 * The reports, each asked for today's payments so that it shows rows and totals: membership,
 * mediclaim, collection, misc and both GPAIS reports, and the insurer's enrolment list with its
 * additions and deletions.
 */
test.use({ viewport: { width: 1366, height: 768 } });

function reports(): Screen[] {
  return [
    { route: '/view-report', url: '/view-report?reportType=Membership', act: askForToday },
    { route: '/view-mediclaim-report', url: '/view-mediclaim-report?reportType=Mediclaim', act: askForToday },
    { route: '/collection-report', url: '/collection-report', act: askForToday },
    { route: '/misc-reports', url: '/misc-reports', act: askForToday },
    { route: '/gpa-reports', url: '/gpa-reports', act: askForToday },
    { route: '/dependent-gpa-reports', url: '/dependent-gpa-reports', act: askForToday },
    {
      route: '/mediclaim-enrolment',
      url: '/mediclaim-enrolment',
      act: async (page) => {
        await page.getByRole('button', { name: 'Get List' }).click();
        await settled(page);
      },
      tabs: ['Additions and Deletions'],
    },
  ];
}

for (const size of SIZES) {
  test(`every report has no serious accessibility violation on a ${size.name}`, ({ page }) =>
    sweep(page, size, { screens: reports }));
}
