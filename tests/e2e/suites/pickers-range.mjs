import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage } from '../support/context.mjs';
import { isSelectedPage } from '../support/page-selection.mjs';
import { waitUntilLive } from '../support/demos.mjs';

/**
 * The Pro range components (date, time and date-time range pickers, fields and calendar): each
 * test drives a demo the way a reader would and checks what the demo then shows.
 */
const PAGES = {
  picker: '/x/react-date-pickers/date-range-picker/',
  field: '/x/react-date-pickers/date-range-field/',
  calendar: '/x/react-date-pickers/date-range-calendar/',
  timePicker: '/x/react-date-pickers/time-range-picker/',
  timeField: '/x/react-date-pickers/time-range-field/',
  dateTimePicker: '/x/react-date-pickers/date-time-range-picker/',
  dateTimeField: '/x/react-date-pickers/date-time-range-field/',
};

/** A test of a page that `E2E_PAGES` leaves out is skipped. */
function pageTest(name, pagePath, body) {
  it(name, { skip: !isSelectedPage(pagePath) && 'page not selected by E2E_PAGES' }, async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    try {
      await gotoHydrated(page, pagePath);
      await body(page);
      assert.deepEqual(problems, [], 'no console error or warning');
    } finally {
      await page.context().close();
    }
  });
}

/** Scrolls the named demo into view and waits until it is live. */
async function liveDemo(page, name) {
  const demo = page.locator(`[data-demo="${name}"]`);
  await waitUntilLive(demo);
  return demo;
}

/** The text of the single input of a field, as the hidden input holds it. */
const fieldText = (demo, index = 0) => demo.locator('input').nth(index).inputValue();

/** Clicks a section of an accessible field (a spinbutton) and types into it. */
async function typeInSection(page, demo, sectionIndex, text) {
  await demo.getByRole('spinbutton').nth(sectionIndex).click();
  await page.keyboard.type(text);
}

/** Waits until the element's text matches, and returns it. */
async function waitForText(locator, pattern) {
  await locator.filter({ hasText: pattern }).waitFor();
  return locator.innerText();
}

/** Picks a time in the open popover or dialog: `hours` and `minutes` are option names. */
async function pickTime(dialog, ...options) {
  for (const option of options) {
    await dialog.getByRole('option', { name: option, exact: true }).click();
  }
}

describe('Pro range components', () => {
  pageTest('a date range picker selects a range in two clicks and closes', PAGES.picker, async (page) => {
    const demo = await liveDemo(page, 'ControlledRentalDates');
    assert.equal(await fieldText(demo), '07/12/2025 – 07/19/2025');
    await demo.getByRole('button', { name: /^Choose range, selected range is Jul 12, 2025/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('gridcell', { name: '13', exact: true }).first().click();
    // The first click moves the start, keeps the later end, and the popover waits for the end.
    assert.equal(await fieldText(demo), '07/13/2025 – 07/19/2025');
    assert.equal(await dialog.isVisible(), true);
    await dialog.getByRole('gridcell', { name: '20', exact: true }).first().click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await fieldText(demo), '07/13/2025 – 07/20/2025');
    assert.equal(await demo.locator('p').innerText(), '7 nights: Sun 13 Jul to Sun 20 Jul 2025');
  });

  pageTest('with closeOnSelect off, the range is accepted on OK', PAGES.picker, async (page) => {
    const demo = await liveDemo(page, 'ConfirmBeforeClosing');
    const saved = demo.locator('p');
    await demo.getByRole('button', { name: /^Choose range/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('gridcell', { name: '20', exact: true }).first().click();
    await dialog.getByRole('gridcell', { name: '23', exact: true }).first().click();
    // The range is complete, but the popover waits for OK before onAccept saves it.
    assert.equal(await dialog.isVisible(), true);
    assert.equal(await saved.innerText(), 'Saved booking: 9 May to 12 May');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await saved.innerText(), 'Saved booking: 20 May to 23 May');
  });

  pageTest('the mobile date range picker keeps the range only on OK', PAGES.picker, async (page) => {
    const demo = await liveDemo(page, 'MobileRangePicker');
    await demo.getByRole('button', { name: /^Choose range/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('gridcell', { name: '11', exact: true }).click();
    await dialog.getByRole('gridcell', { name: '15', exact: true }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await fieldText(demo), '08/04/2025 – 08/07/2025');
    await demo.getByRole('button', { name: /^Choose range/ }).click();
    await dialog.getByRole('gridcell', { name: '11', exact: true }).click();
    await dialog.getByRole('gridcell', { name: '15', exact: true }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await fieldText(demo), '08/11/2025 – 08/15/2025');
  });

  pageTest('booked nights cannot start a stay, and a stay around a booking is flagged', PAGES.picker, async (page) => {
    const demo = await liveDemo(page, 'BookedNights');
    await demo.getByRole('button', { name: /^Choose range/ }).click();
    const dialog = page.getByRole('dialog');
    const july = dialog.getByRole('grid', { name: 'July 2025' });
    // 19 July is the first night of another booking: no arrival that day.
    assert.equal(await july.getByRole('gridcell', { name: '19', exact: true }).isDisabled(), true);
    await july.getByRole('gridcell', { name: '15', exact: true }).click();
    // As a departure, 22 July would need the booked night of the 21st.
    assert.equal(await july.getByRole('gridcell', { name: '22', exact: true }).isDisabled(), true);
    await july.getByRole('gridcell', { name: '25', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await waitForText(demo.locator('p'), /overlap/), 'These dates overlap the booking of M. Lindqvist.');
  });

  pageTest('a date range field edits one date from the keyboard', PAGES.field, async (page) => {
    const demo = await liveDemo(page, 'ControlledRangeField');
    const output = demo.locator('p');
    assert.equal(await output.innerText(), '["2025-07-12", "2025-07-19"]');
    // Sections: month, day, year of the start, then of the end. Type the end day.
    await typeInSection(page, demo, 4, '26');
    assert.equal(await waitForText(output, /26/), '["2025-07-12", "2025-07-26"]');
    await page.keyboard.press('Backspace');
    assert.equal(await waitForText(output, /null/), '["2025-07-12", null]');
  });

  pageTest(
    'a date range field validates the range, and a two-input field edits one date',
    PAGES.field,
    async (page) => {
      const demo = await liveDemo(page, 'FieldValidation');
      const helper = demo.locator('.MuiFormHelperText-root');
      assert.equal(await helper.innerText(), 'The departure comes before the arrival.');
      // Move the departure day from the 12th to the 26th: the range is valid again.
      await typeInSection(page, demo, 4, '26');
      assert.equal(await waitForText(helper, /June/), 'June to August 2025');
      // A departure in September breaks maxDate.
      await typeInSection(page, demo, 3, '09');
      assert.equal(await waitForText(helper, /close/), 'Bookings close on 31 August 2025.');

      const twoInputs = await liveDemo(page, 'MultiInputRentalField');
      const departure = twoInputs.getByRole('group', { name: 'Departure' });
      await departure.getByRole('spinbutton').nth(1).click();
      await page.keyboard.press('ArrowUp');
      assert.equal(await fieldText(twoInputs, 1), '07/20/2025');
      assert.equal(await fieldText(twoInputs, 0), '07/12/2025');
    },
  );

  pageTest('a date range calendar edits only the end the reader chooses', PAGES.calendar, async (page) => {
    const demo = await liveDemo(page, 'RangePositionControl');
    const pickUp = demo.getByRole('button', { name: /^Pick-up/ });
    const returnDay = demo.getByRole('button', { name: /^Return/ });
    assert.equal(await pickUp.getAttribute('aria-pressed'), 'true');
    await returnDay.click();
    await demo.getByRole('gridcell', { name: '10', exact: true }).click();
    assert.equal(await waitForText(returnDay, /10/), 'Return: Tue 10 Jun');
    assert.equal(await pickUp.innerText(), 'Pick-up: Mon 2 Jun');
    // With the range complete, the next click sets the pick-up again.
    assert.equal(await pickUp.getAttribute('aria-pressed'), 'true');

    const switching = await liveDemo(page, 'AutoMonthSwitching');
    await switching.getByRole('gridcell', { name: '20', exact: true }).click();
    // The calendar moves on to the month of the return day, 8 July.
    await switching.getByRole('grid', { name: 'July 2025' }).waitFor();
    await switching.getByRole('button', { name: 'Previous month' }).click();
    await switching.getByRole('grid', { name: 'June 2025' }).waitFor();
    // The slide keeps July in the DOM until the transition ends.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-demo="AutoMonthSwitching"] .MuiDayCalendar-monthContainer').length === 1,
    );
    await switching.getByLabel('Stay on the month of the pick-up day').check();
    await switching.getByRole('gridcell', { name: '18', exact: true }).click();
    await switching.getByRole('grid', { name: 'June 2025' }).waitFor();
    assert.equal(await switching.getByRole('grid', { name: 'July 2025' }).count(), 0);
  });

  pageTest('a time range picker sets the start, then the end', PAGES.timePicker, async (page) => {
    const demo = await liveDemo(page, 'MaintenanceWindowPicker');
    await demo.getByRole('button', { name: 'Choose range, selected range is 02:00 AM - 04:30 AM' }).click();
    const dialog = page.getByRole('dialog');
    await pickTime(dialog, '3 hours', '15 minutes');
    assert.equal(await fieldText(demo), '03:15 AM – 04:30 AM');
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await pickTime(dialog, '5 hours', '0 minutes');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await fieldText(demo), '03:15 AM – 05:00 AM');
  });

  pageTest('a night shift keeps its end on the next morning', PAGES.timePicker, async (page) => {
    const demo = await liveDemo(page, 'NightShift');
    const summary = demo.locator('p');
    assert.equal(await summary.innerText(), 'From Thu 22:00 to Fri 06:00: 8 h');
    // Sections: hours, minutes, AM/PM of the start, then of the end. Type 7 as the end hour.
    await typeInSection(page, demo, 3, '07');
    assert.equal(await waitForText(summary, /9 h/), 'From Thu 22:00 to Fri 07:00: 9 h');
    // A later start on the same evening keeps the end on Friday morning.
    await typeInSection(page, demo, 0, '11');
    assert.equal(await waitForText(summary, /8 h/), 'From Thu 23:00 to Fri 07:00: 8 h');
  });

  pageTest('a time range field reports a range that ends before it starts', PAGES.timeField, async (page) => {
    const demo = await liveDemo(page, 'TimeFieldValidation');
    const helper = demo.locator('.MuiFormHelperText-root');
    assert.equal(await helper.innerText(), 'The visit ends before it starts.');
    assert.equal(await fieldText(demo), '04:00 PM – 03:00 PM');
    await typeInSection(page, demo, 3, '05');
    assert.equal(await waitForText(helper, /Between/), 'Between 6:00 AM and 10:00 PM');
    assert.equal(await fieldText(demo), '04:00 PM – 05:00 PM');
  });

  pageTest('a date time range picker sets a day and a time for each end', PAGES.dateTimePicker, async (page) => {
    const demo = await liveDemo(page, 'ControlledCarHire');
    const quote = demo.locator('p');
    assert.equal(await quote.innerText(), '104 hours, charged as 5 days: €240');
    await demo.getByRole('button', { name: /^Choose range/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('gridcell', { name: '3', exact: true }).click();
    await pickTime(dialog, '10 hours', '30 minutes');
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await dialog.getByRole('gridcell', { name: '5', exact: true }).click();
    await pickTime(dialog, '6 hours', 'PM');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await fieldText(demo), '06/03/2025 10:30 AM – 06/05/2025 06:00 PM');
    assert.equal(await quote.innerText(), '56 hours, charged as 3 days: €144');
  });

  pageTest('a date time range field checks precise start and end limits', PAGES.dateTimeField, async (page) => {
    const demo = await liveDemo(page, 'ChangeFreezeValidation');
    const helper = demo.locator('.MuiFormHelperText-root');
    assert.equal(await helper.innerText(), 'The next freeze starts on Monday 12 May, 6 AM.');
    // Sections: month, day, year, hours, minutes, AM/PM of the start, then of the end.
    await typeInSection(page, demo, 9, '05');
    assert.equal(await waitForText(helper, /From/), 'From Fri 9 May, 6 PM to Mon 12 May, 6 AM');
    assert.equal(await fieldText(demo), '05/11/2025 11:00 PM – 05/12/2025 05:00 AM');
  });
});
