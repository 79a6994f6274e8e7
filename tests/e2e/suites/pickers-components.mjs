import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage } from '../support/context.mjs';
import { waitUntilLive } from '../support/demos.mjs';

/**
 * The demos of the date, time and date-time component pages, driven as a reader would drive
 * them: each test changes a value through the component and checks what the demo shows.
 */

const PAGES = '/x/react-date-pickers';

/** Opens a page, brings the named demo to life and returns its locator, with the console watched. */
async function openDemo(path, name) {
  const page = await newPage();
  const problems = watchConsole(page);
  await gotoHydrated(page, `${PAGES}/${path}/`);
  const demo = page.locator(`[data-demo="${name}"]`);
  await waitUntilLive(demo);
  return { page, demo, problems };
}

async function finish({ page, problems }) {
  await page.context().close();
  assert.deepEqual(problems, [], 'no console error or warning');
}

describe('pickers component pages', () => {
  it('date picker: a day picked in the popover updates the controlled value, and a button resets it', async () => {
    const run = await openDemo('date-picker', 'ControlledReturnDate');
    const { page, demo } = run;
    await demo.getByRole('button', { name: /Choose date/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('gridcell', { name: '28' }).click();
    await dialog.waitFor({ state: 'detached' });
    await demo.getByText('Return flight on Wednesday, May 28, 2025').waitFor();
    assert.equal(await demo.locator('input').inputValue(), '05/28/2025');
    await demo.getByRole('button', { name: 'Use suggested date' }).click();
    await demo.getByText('Return flight on Wednesday, May 21, 2025').waitFor();
    await finish(run);
  });

  it('date picker: the clear button of the field empties the value', async () => {
    const run = await openDemo('date-picker', 'ClearableReturnDate');
    const { demo } = run;
    await demo.getByText('Round trip', { exact: true }).waitFor();
    await demo.getByRole('button', { name: 'Clear' }).click();
    await demo.getByText('One-way trip', { exact: true }).waitFor();
    assert.equal(await demo.locator('input').inputValue(), '');
    await finish(run);
  });

  it('date field: the arrow keys change one section, and Backspace empties it', async () => {
    const run = await openDemo('date-field', 'ControlledDateField');
    const { page, demo } = run;
    await demo.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.press('ArrowUp');
    await demo.getByText('Value: 2025-04-23').waitFor();
    await page.keyboard.press('Backspace');
    await demo.getByText('Value: null (the field is empty or incomplete)').waitFor();
    await finish(run);
  });

  it('date calendar: clicking a day selects its whole week', async () => {
    const run = await openDemo('date-calendar', 'ShiftWeekPicker');
    const { demo } = run;
    await demo.getByText('Roster for Apr 13 – Apr 19, 2025').waitFor();
    await demo.getByRole('gridcell', { name: '24' }).click();
    await demo.getByText('Roster for Apr 20 – Apr 26, 2025').waitFor();
    await finish(run);
  });

  it('date calendar: booked days load for each month, and an unpublished month shows an error', async () => {
    const run = await openDemo('date-calendar', 'BookedDaysCalendar');
    const { demo } = run;
    // The fake server answers after 600 ms; the badges then label the booked days.
    await demo
      .getByLabel(/^\d appointments$/)
      .first()
      .waitFor();
    const next = demo.getByRole('button', { name: 'Next month' });
    for (const month of ['May', 'June', 'July', 'August', 'September', 'October']) {
      await next.click();
      await demo.locator('.MuiPickersCalendarHeader-label', { hasText: `${month} 2025` }).waitFor();
    }
    await demo.getByText('The schedule for October 2025 is not published yet.').waitFor();
    await finish(run);
  });

  it('time picker: an hour chosen in the popover updates the value, and OK closes it', async () => {
    const run = await openDemo('time-picker', 'ControlledAppointmentTime');
    const { page, demo } = run;
    await demo.getByText('From 2:30 PM to 2:50 PM').waitFor();
    await demo.getByRole('button', { name: /Choose time/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('listbox', { name: 'Select hours' }).getByRole('option', { name: '4 hours' }).click();
    await demo.getByText('From 4:30 PM to 4:50 PM').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await demo.locator('input').inputValue(), '04:30 PM');
    await finish(run);
  });

  it('time field: changing the hours of one field recomputes the shift length', async () => {
    const run = await openDemo('time-field', 'ShiftLengthFields');
    const { page, demo } = run;
    await demo.getByText('Shift length: 8 h 30 min').waitFor();
    await demo.getByRole('group', { name: 'Shift ends' }).getByRole('spinbutton', { name: 'Hours' }).click();
    await page.keyboard.press('ArrowUp');
    await demo.getByText('Shift length: 9 h 30 min').waitFor();
    await finish(run);
  });

  it('time clock: the arrow keys move the hand, and Enter goes on to the minutes', async () => {
    const run = await openDemo('time-clock', 'ControlledTimeClock');
    const { page, demo } = run;
    await demo.getByRole('listbox', { name: /^Select hours/ }).focus();
    await page.keyboard.press('ArrowUp');
    await demo.getByText('The courier arrives at 11:30 AM').waitFor();
    await page.keyboard.press('Enter');
    // The clock's listbox is a visually hidden layer over the dial; its name follows the view.
    await demo.getByRole('listbox', { name: /^Select minutes/ }).waitFor({ state: 'attached' });
    await finish(run);
  });

  it('digital clock: clicking a slot books it, and taken slots are disabled', async () => {
    const run = await openDemo('digital-clock', 'ControlledSlotClock');
    const { page, demo } = run;
    await demo.getByRole('option', { name: '10:00 AM' }).click();
    await demo.getByText('Appointment booked for 10:00 AM').waitFor();
    const sessions = page.locator('[data-demo="BookedSessionSlots"]');
    await waitUntilLive(sessions);
    // MUI X 8.2.0 marks a disabled option with the Mui-disabled class and no aria-disabled.
    const isDisabled = (name) =>
      sessions.getByRole('option', { name }).evaluate((element) => element.classList.contains('Mui-disabled'));
    assert.equal(await isDisabled('10:30 AM'), true, 'a taken slot is disabled');
    assert.equal(await isDisabled('12:00 PM'), false, 'a free slot is not');
    await finish(run);
  });

  it('date time picker: a day and an hour picked in the popover move the landing time', async () => {
    const run = await openDemo('date-time-picker', 'ControlledFlightDeparture');
    const { page, demo } = run;
    await demo.getByText('Lands Thu, Jun 12 at 10:30 AM (local time of departure)').waitFor();
    await demo.getByRole('button', { name: /Choose date/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('gridcell', { name: '13' }).click();
    await demo.getByText('Lands Fri, Jun 13 at 10:30 AM (local time of departure)').waitFor();
    await dialog.getByRole('listbox', { name: 'Select hours' }).getByRole('option', { name: '9 hours' }).click();
    await demo.getByText('Lands Fri, Jun 13 at 12:30 PM (local time of departure)').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await demo.locator('input').inputValue(), '06/13/2025 09:45 AM');
    await finish(run);
  });

  it('date time field: the arrow keys move the end of the delivery window', async () => {
    const run = await openDemo('date-time-field', 'ControlledDeliveryWindow');
    const { page, demo } = run;
    await demo.getByText('A 2-hour window starting Tue, Apr 22 at 1:00 PM').waitFor();
    await demo.getByRole('group', { name: 'Window closes' }).getByRole('spinbutton', { name: 'Hours' }).click();
    await page.keyboard.press('ArrowUp');
    await demo.getByText('A 3-hour window starting Tue, Apr 22 at 1:00 PM').waitFor();
    await finish(run);
  });

  it('fields: a button selects a section, and typing replaces only that section', async () => {
    const run = await openDemo('fields', 'JumpToSection');
    const { page, demo } = run;
    await demo.getByRole('button', { name: 'Edit year' }).click();
    await page.keyboard.type('2026');
    await page.waitForFunction(
      () => document.querySelector('[data-demo="JumpToSection"] input')?.value === '05/14/2026',
    );
    await finish(run);
  });

  it('fields: the clear button empties the field and calls onClear', async () => {
    const run = await openDemo('fields', 'ClearableFields');
    const { demo } = run;
    await demo.getByText('Travel date set; clear button used 0 times').waitFor();
    await demo.getByRole('group', { name: 'Preferred travel date' }).getByRole('button', { name: 'Clear' }).click();
    await demo.getByText('Travel date cleared; clear button used 1 time').waitFor();
    await finish(run);
  });

  it('fields: choosing another format rebuilds the sections of the field', async () => {
    const run = await openDemo('fields', 'FormatPlayground');
    const { page, demo } = run;
    const field = demo.getByRole('group', { name: 'Session starts' });
    assert.equal(await field.locator('input').inputValue(), '06/12/2025 09:05 AM');
    await demo.getByRole('combobox', { name: 'format' }).click();
    await page.getByRole('option', { name: 'DD.MM.YYYY HH:mm' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-demo="FormatPlayground"] [role="group"] input')?.value === '12.06.2025 09:05',
    );
    assert.equal(await field.getByRole('spinbutton').count(), 5);
    await finish(run);
  });
});
