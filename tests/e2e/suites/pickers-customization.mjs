import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage } from '../support/context.mjs';
import { isSelectedPage } from '../support/page-selection.mjs';
import { waitUntilLive } from '../support/demos.mjs';

/**
 * The customization guides of the pickers, driven as a reader would: each test opens a demo,
 * clicks or types in it, and checks what the demo shows afterwards. Every test also fails on a
 * console error or warning (the missing-license notice of the Pro packages aside).
 */
const BASE = '/x/react-date-pickers';

/** Opens a page in a fresh context, watching its console. */
async function open(path) {
  const page = await newPage();
  const problems = watchConsole(page, { ignore: [/Failed to load resource/] });
  await gotoHydrated(page, path);
  return { page, problems };
}

/** The demo, scrolled into view and mounted. */
async function liveDemo(page, name) {
  const demo = page.locator(`[data-demo="${name}"]`);
  await waitUntilLive(demo);
  return demo;
}

/** Closes the page and fails on anything the console reported. */
async function finish({ page, problems }) {
  await page.context().close();
  assert.deepEqual(problems, []);
}

/** The text held by the hidden input of a picker's default field. */
function fieldValue(demo, index = 0) {
  return demo.locator('.MuiPickersTextField-root input').nth(index).inputValue();
}

/** Waits until the default field of a picker holds `expected`. */
async function waitForFieldValue(demo, expected) {
  const input = demo.locator('.MuiPickersTextField-root input').first();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await input.inputValue()) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(await input.inputValue(), expected);
}

/** The popover or dialog of an open picker. */
function popup(page) {
  return page.getByRole('dialog');
}

/** Runs the tests of a page only when E2E_PAGES selects it. */
function forPage(path, define) {
  (isSelectedPage(path) ? describe : describe.skip)(path, define);
}

forPage(`${BASE}/custom-components/`, () => {
  const path = `${BASE}/custom-components/`;

  it('action bar: OK accepts the day clicked, Clear empties the field', async () => {
    const session = await open(path);
    const demo = await liveDemo(session.page, 'ExamDayActions');
    await demo.getByRole('button', { name: /Choose date/ }).click();
    const dialog = popup(session.page);
    await dialog.getByRole('gridcell', { name: '20' }).click();
    // closeOnSelect is false: the popover stays until OK.
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await fieldValue(demo), '06/20/2025');
    await demo.getByRole('button', { name: /Choose date/ }).click();
    await popup(session.page).getByRole('button', { name: 'Clear' }).click();
    await popup(session.page).waitFor({ state: 'detached' });
    assert.equal(await fieldValue(demo), '');
    await finish(session);
  });

  it('custom action bar: shows the day of the season and logs the harvest', async () => {
    const session = await open(path);
    const demo = await liveDemo(session.page, 'HarvestActionBar');
    await demo.getByRole('button', { name: /Choose date/ }).click();
    const dialog = popup(session.page);
    await dialog.getByText('Day 18 of the season').waitFor();
    await dialog.getByRole('gridcell', { name: '25' }).click();
    await dialog.getByText('Day 25 of the season').waitFor();
    await dialog.getByRole('button', { name: 'Log harvest' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await fieldValue(demo), '07/25/2025');
    await finish(session);
  });

  it('toolbar: the placeholder, then the chosen day in the toolbar format', async () => {
    const session = await open(path);
    const demo = await liveDemo(session.page, 'ClassDayToolbar');
    await demo.getByRole('button', { name: /Choose date/ }).click();
    await popup(session.page).getByText('No class booked').waitFor();
    await popup(session.page).getByRole('gridcell', { name: '7', exact: true }).click();
    await popup(session.page).waitFor({ state: 'detached' });
    await demo.getByRole('button', { name: /Choose date/ }).click();
    await popup(session.page).getByText('Wed 7 May').waitFor();
    await finish(session);
  });

  it('custom toolbar and tabs: the toolbar follows the value, the note follows the view', async () => {
    const session = await open(path);
    const toolbarDemo = await liveDemo(session.page, 'GymBookingToolbar');
    await toolbarDemo.getByRole('gridcell', { name: '14' }).click();
    await toolbarDemo.getByText('Wednesday 14 May, 6:30 pm').waitFor();
    const tabsDemo = await liveDemo(session.page, 'ExamTabsWithNote');
    await tabsDemo.getByText('The exam hall is closed at weekends.').waitFor();
    await tabsDemo.getByRole('tab', { name: 'pick time' }).click();
    await tabsDemo.getByText('Exams start on the hour or half hour.').waitFor();
    await finish(session);
  });

  it('calendar headers: jump a year, and move two months at a time on a range', async () => {
    const session = await open(path);
    const demo = await liveDemo(session.page, 'ReleaseCalendarHeader');
    await demo.getByRole('button', { name: 'Next year' }).click();
    await demo.getByText('September 2026').waitFor();
    await demo.getByRole('button', { name: 'Previous month' }).click();
    await demo.getByText('August 2026').waitFor();
    const range = await liveDemo(session.page, 'FreezeWindowHeader');
    await range.getByRole('button', { name: 'Next 2 months' }).click();
    await range.getByText('January 2026').waitFor();
    await range.getByText('February 2026').waitFor();
    await finish(session);
  });

  it('days: full classes are disabled, and a day with spots can be booked', async () => {
    const session = await open(path);
    const demo = await liveDemo(session.page, 'SpotsLeftDay');
    await demo.getByRole('button', { name: /Choose date/ }).click();
    const dialog = popup(session.page);
    assert.equal(await dialog.getByRole('gridcell', { name: '7', exact: true }).isDisabled(), true);
    assert.equal(await dialog.getByRole('gridcell', { name: '6', exact: true }).isDisabled(), true);
    // The badge caps at 9+: on the 9th (11 spots), 23rd (12) and 30th (10).
    await dialog.getByText('9+').first().waitFor();
    assert.equal(await dialog.getByText('9+').count(), 3);
    await dialog.getByRole('gridcell', { name: '9', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await fieldValue(demo), '05/09/2025');
    await finish(session);
  });

  it('month buttons: months out of season are disabled, a month in season can be chosen', async () => {
    const session = await open(path);
    const demo = await liveDemo(session.page, 'HarvestMonthButtons');
    assert.equal(await demo.getByRole('radio', { name: 'Jan' }).isDisabled(), true);
    await demo.getByRole('radio', { name: 'Sep' }).click();
    assert.equal(await demo.getByRole('radio', { name: 'Sep' }).getAttribute('aria-checked'), 'true');
    assert.equal(await demo.getByRole('radio', { name: 'Aug' }).getAttribute('aria-checked'), 'false');
    await finish(session);
  });

  it('popper: the views open to the right of the field', async () => {
    const session = await open(path);
    const demo = await liveDemo(session.page, 'ExamPopper');
    const field = await demo.getByRole('group', { name: 'Resit exam' }).boundingBox();
    await demo.getByRole('button', { name: /Choose date/ }).click();
    const dialog = popup(session.page);
    await dialog.getByRole('gridcell', { name: '25' }).waitFor();
    const box = await dialog.boundingBox();
    assert.ok(field && box, 'both have a box');
    assert.ok(
      box.x >= field.x + field.width - 1,
      `the popover starts at ${box.x}, the field ends at ${field.x + field.width}`,
    );
    await finish(session);
  });
});

forPage(`${BASE}/custom-layout/`, () => {
  const path = `${BASE}/custom-layout/`;

  it('own action bar: Book is enabled once a day is chosen, and accepts it', async () => {
    const session = await open(path);
    const demo = await liveDemo(session.page, 'GymBookingLayout');
    await demo.getByRole('button', { name: /Choose date/ }).click();
    const dialog = popup(session.page);
    assert.equal(await dialog.getByRole('button', { name: 'Book' }).isDisabled(), true);
    await dialog.getByRole('gridcell', { name: '14' }).click();
    await dialog.getByText('Yoga, Wednesday 14 May, 7:00 am').waitFor();
    await dialog.getByRole('button', { name: 'Book' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await fieldValue(demo), '05/14/2025');
    await finish(session);
  });

  it('added content and orientation: a milestone selects its day; portrait drops the landscape class', async () => {
    const session = await open(path);
    const legend = await liveDemo(session.page, 'ReleaseLegendLayout');
    await legend.getByRole('button', { name: /Release/ }).click();
    assert.equal(await legend.getByRole('gridcell', { name: '30' }).getAttribute('aria-selected'), 'true');
    const orientation = await liveDemo(session.page, 'ExamOrientation');
    const root = orientation.locator('.MuiPickersLayout-root');
    assert.match(await root.getAttribute('class'), /MuiPickersLayout-landscape/);
    await orientation.getByRole('button', { name: 'Portrait' }).click();
    await orientation.locator('.MuiPickersLayout-root:not(.MuiPickersLayout-landscape)').waitFor();
    await finish(session);
  });
});

forPage(`${BASE}/custom-field/`, () => {
  const path = `${BASE}/custom-field/`;

  it('plain input: a weekend shows an error, a weekday clears it and reaches the calendar', async () => {
    const session = await open(path);
    const demo = await liveDemo(session.page, 'PlainInputField');
    const input = demo.getByLabel('Oral exam');
    await input.fill('06/21/2025');
    await demo.getByRole('alert').filter({ hasText: 'No exams at weekends.' }).waitFor();
    await input.fill('06/23/2025');
    await demo.getByRole('alert').waitFor({ state: 'detached' });
    await demo.getByRole('button', { name: /Choose date/ }).click();
    const selected = popup(session.page).getByRole('gridcell', { name: '23' });
    assert.equal(await selected.getAttribute('aria-selected'), 'true');
    await finish(session);
  });

  it('Autocomplete: a listed class date becomes the value of the picker', async () => {
    const session = await open(path);
    const demo = await liveDemo(session.page, 'ClassDateAutocomplete');
    const input = demo.getByRole('combobox', { name: 'Bouldering session' });
    assert.equal(await input.inputValue(), 'Tuesday, April 8');
    await input.click();
    await session.page.getByRole('option', { name: 'Thursday, April 17' }).click();
    assert.equal(await input.inputValue(), 'Thursday, April 17');
    await demo.getByRole('button', { name: /Choose date/ }).click();
    const dialog = popup(session.page);
    assert.equal(await dialog.getByRole('gridcell', { name: '17' }).getAttribute('aria-selected'), 'true');
    assert.equal(await dialog.getByRole('gridcell', { name: '16' }).isDisabled(), true);
    await finish(session);
  });

  it('masked input: digits become a date that the calendar shows', async () => {
    const session = await open(path);
    const demo = await liveDemo(session.page, 'MaskedExamField');
    const input = demo.getByLabel('Practical exam');
    await input.fill('');
    await input.pressSequentially('01072025');
    assert.equal(await input.inputValue(), '01/07/2025');
    await demo.getByRole('button', { name: /Choose date/ }).click();
    const dialog = popup(session.page);
    await dialog.getByText('July 2025').waitFor();
    assert.equal(await dialog.getByRole('gridcell', { name: '1', exact: true }).getAttribute('aria-selected'), 'true');
    await finish(session);
  });

  it('button fields: a single date and a range are picked from a button', async () => {
    const session = await open(path);
    const single = await liveDemo(session.page, 'ReleaseButtonField');
    await single.getByRole('button', { name: 'Release on Sep 30, 2025' }).click();
    let dialog = popup(session.page);
    assert.equal(await dialog.getByRole('gridcell', { name: '26' }).isDisabled(), true);
    await dialog.getByRole('gridcell', { name: '23' }).click();
    await dialog.waitFor({ state: 'detached' });
    await single.getByRole('button', { name: 'Release on Sep 23, 2025' }).waitFor();

    const range = await liveDemo(session.page, 'BetaWindowButtonField');
    await range.getByRole('button', { name: 'Beta: Sep 16 – Sep 29' }).click();
    dialog = popup(session.page);
    await dialog.getByRole('gridcell', { name: '18' }).first().click();
    await dialog.getByRole('gridcell', { name: '24' }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await range.getByRole('button', { name: 'Beta: Sep 18 – Sep 24' }).waitFor();
    await finish(session);
  });

  it('input element and section list: the form reads the input, the clear button empties the sections', async () => {
    const session = await open(path);
    const form = await liveDemo(session.page, 'InputElementField');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('The form sent "06/12/2025"').waitFor();

    const sections = await liveDemo(session.page, 'CompactSectionField');
    assert.equal(await sections.locator('input[type="hidden"]').inputValue(), '2025-08-28');
    await sections.getByRole('group', { name: 'Pear harvest' }).hover();
    await sections.getByRole('button', { name: 'Clear' }).click();
    await session.page.waitForFunction(
      () => document.querySelector('[data-demo="CompactSectionField"] input[type="hidden"]')?.value === '',
    );
    await finish(session);
  });
});

forPage(`${BASE}/custom-opening-button/`, () => {
  const path = `${BASE}/custom-opening-button/`;

  it('icons: the icon follows the value, and a warning follows the validation', async () => {
    const session = await open(path);
    const status = await liveDemo(session.page, 'ExamStatusIcon');
    const button = status.getByRole('button', { name: /Choose date/ });
    await button.locator('.MuiSvgIcon-colorWarning').waitFor();
    await button.click();
    await popup(session.page).getByRole('gridcell', { name: '15' }).click();
    await status
      .getByRole('button', { name: /Choose date/ })
      .locator('.MuiSvgIcon-colorSuccess')
      .waitFor();

    const warning = await liveDemo(session.page, 'InvalidExamWarning');
    const icon = warning.getByRole('img', { name: 'No exams at weekends' });
    await icon.waitFor();
    await warning.getByRole('button', { name: /Choose date/ }).click();
    await popup(session.page).getByRole('gridcell', { name: '16' }).click();
    await icon.waitFor({ state: 'detached' });
    await finish(session);
  });

  it('onOpen and onClose count the openings; the button can sit at the start', async () => {
    const session = await open(path);
    const tracker = await liveDemo(session.page, 'OpeningTracker');
    await tracker.getByText('Opened 0 times.').waitFor();
    await tracker.getByRole('button', { name: /Choose date/ }).click();
    await tracker.getByText('The calendar is open. Opened 1 time.').waitFor();
    await session.page.keyboard.press('Escape');
    await tracker.getByText('The calendar is closed. Opened 1 time.').waitFor();

    const start = await liveDemo(session.page, 'ButtonAtStart');
    const button = await start.getByRole('button', { name: /Choose date/ }).boundingBox();
    const field = await start.getByRole('group', { name: 'Picking day' }).boundingBox();
    assert.ok(button && field, 'both have a box');
    assert.ok(button.x < field.x + 60, 'the button is at the start of the field');
    await finish(session);
  });
});

forPage(`${BASE}/playground/`, () => {
  const path = `${BASE}/playground/`;

  it('layout playground: landscape, actions and the range picker follow the controls', async () => {
    const session = await open(path);
    const demo = await liveDemo(session.page, 'LayoutPlayground');
    await demo.getByRole('switch', { name: 'Landscape' }).check();
    await demo.locator('.MuiPickersLayout-landscape').waitFor();
    await demo.getByRole('checkbox', { name: 'clear' }).check();
    await demo.getByRole('button', { name: 'Clear' }).click();
    await demo.getByText('––').first().waitFor();
    await demo.getByRole('combobox', { name: 'Component' }).click();
    await session.page.getByRole('option', { name: 'Date range (Pro)' }).click();
    await demo.getByRole('switch', { name: 'Display as desktop' }).check();
    // Displayed as desktop, the range picker shows two months.
    await demo.getByText('July 2025').waitFor();
    await finish(session);
  });

  it('style playground: the chosen style reaches the part and the printed code', async () => {
    const session = await open(path);
    const demo = await liveDemo(session.page, 'SubcomponentStylePlayground');
    const code = demo.getByLabel('Code for these styles');
    await demo.getByRole('combobox', { name: 'Action bar' }).click();
    await session.page.getByRole('option', { name: 'Outlined' }).click();
    assert.match(await code.innerText(), /actionBar: \{ sx: \{"borderTop":1,"borderColor":"divider"\} \}/);
    const actionBar = demo.locator('.MuiPickersLayout-actionBar');
    assert.notEqual(await actionBar.evaluate((node) => getComputedStyle(node).borderTopWidth), '0px');
    await finish(session);
  });
});

forPage(`${BASE}/experimentation/`, () => {
  const path = `${BASE}/experimentation/`;

  it('date lab: variants, format and disabled change every picker shown', async () => {
    const session = await open(path);
    const demo = await liveDemo(session.page, 'DatePickerLab');
    assert.equal(await demo.getByRole('group', { name: /Release day/ }).count(), 2);
    await demo.getByRole('button', { name: 'Mobile' }).click();
    assert.equal(await demo.getByRole('group', { name: /Release day/ }).count(), 1);
    await demo.getByRole('combobox', { name: 'format' }).click();
    await session.page.getByRole('option', { name: 'YYYY-MM-DD' }).click();
    await waitForFieldValue(demo, '2025-09-30');
    await demo.getByRole('switch', { name: 'disabled' }).check();
    assert.equal(await demo.getByRole('button', { name: /Choose date/ }).isDisabled(), true);
    await finish(session);
  });

  it('time and range labs: ampm switches the clock, calendars sets the months', async () => {
    const session = await open(path);
    const time = await liveDemo(session.page, 'TimePickerLab');
    await time.getByRole('combobox', { name: 'ampm' }).click();
    await session.page.getByRole('option', { name: 'false (24-hour)' }).click();
    await waitForFieldValue(time, '09:30');
    const range = await liveDemo(session.page, 'DateRangePickerLab');
    await range.getByRole('button', { name: 'Desktop' }).click();
    await range.getByRole('button', { name: 'Mobile' }).click();
    await range.getByRole('combobox', { name: 'calendars' }).click();
    await session.page.getByRole('option', { name: '3' }).click();
    // The static picker now shows three months from September.
    await range.getByText('November 2025').waitFor();
    await finish(session);
  });
});
