// The booking form's calendar, as a journey drives it.
import { expect, type Page } from '@playwright/test';
import { formatLongDate } from '../../platform/time/calendar';

/**
 * Shows and picks `isoDate` in the booking form's week view. Once a staff member is chosen the
 * form moves on by itself to the first day with a free slot (issue 29), which can be next week
 * (on a Sunday evening, always): a journey that turns the week while it moves passes the day.
 * So first wait until the date section is no longer busy, then turn weeks until the day shows.
 */
export async function pickBookingDay(page: Page, isoDate: string): Promise<void> {
  const section = page.getByRole('region', { name: 'Tarih Seçin' });
  await expect(section).toHaveAttribute('aria-busy', 'false');
  const day = section.getByRole('button', { name: formatLongDate(isoDate), exact: true });
  for (let i = 0; i < 8 && !(await day.isVisible()); i++) await section.getByRole('button', { name: 'Sonraki hafta' }).click();
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
}
