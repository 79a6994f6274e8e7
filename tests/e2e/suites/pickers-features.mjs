import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { watchConsole } from '../support/console.mjs';
import { gotoHydrated, newPage } from '../support/context.mjs';
import { isSelectedPage } from '../support/page-selection.mjs';
import { waitUntilLive } from '../support/demos.mjs';

/**
 * The pickers' "Main features" and "Localization" pages: each test drives a demo the way a
 * reader would (mouse, keyboard, typing) and checks what the page then shows, with no console
 * error or warning on the way.
 */

const BASE = '/x/react-date-pickers';

/** Runs `check` until it stops throwing, for results that appear after a render or a timer. */
async function eventually(check, timeout = 5_000) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A test on one page of these guides, skipped when E2E_PAGES leaves the page out. It gets a fresh
 * page and a function that brings a named demo to life, and fails on any console problem.
 */
function pageTest(name, pagePath, body) {
  it(name, { skip: !isSelectedPage(pagePath) }, async () => {
    const page = await newPage();
    const problems = watchConsole(page);
    try {
      await gotoHydrated(page, pagePath);
      const demo = async (demoName) => {
        const root = page.locator(`[data-demo="${demoName}"]`);
        await waitUntilLive(root);
        return root;
      };
      await body(page, demo);
      assert.deepEqual(problems, []);
    } finally {
      await page.context().close();
    }
  });
}

/**
 * The entries of a demo's event log, oldest first. Found by their label rather than by role: while
 * a mobile picker's dialog is open, the rest of the page is hidden from the accessibility tree.
 */
function logEntries(demo, name = 'Event log') {
  return demo.locator(`ol[aria-label="${name}"] > li`).allInnerTexts();
}

async function assertLogEndsWith(demo, expected, name) {
  await eventually(async () => {
    const entries = await logEntries(demo, name);
    assert.deepEqual(entries.slice(-expected.length), expected);
  });
}

describe('pickers: validation', () => {
  pageTest('explains a refused date with the message from onError', `${BASE}/validation/`, async (page, demo) => {
    const root = await demo('PayrollCutoffErrors');
    await root.getByText('Weekdays from June 1 to June 25, 2025.').waitFor();
    await root.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('21');
    await root.getByText('Weekend overtime is claimed on a separate form.').waitFor();
    assert.equal(await root.getByRole('group', { name: 'Overtime worked on' }).getAttribute('aria-invalid'), 'true');
    await root.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('27');
    await root.getByText('Overtime after June 25 goes into the July payroll.').waitFor();
  });

  pageTest('disables the days shouldDisableDate refuses', `${BASE}/validation/`, async (page, demo) => {
    const root = await demo('ClosedOnMondays');
    await root.getByRole('button', { name: /Choose date/ }).click();
    const dialog = page.getByRole('dialog');
    assert.equal(await dialog.getByRole('gridcell', { name: '19' }).isDisabled(), true, 'a Monday');
    assert.equal(await dialog.getByRole('gridcell', { name: '29' }).isDisabled(), true, 'a holiday');
    await dialog.getByRole('gridcell', { name: '20' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await root.locator('input').inputValue(), '05/20/2025');
  });
});

describe('pickers: lifecycle', () => {
  pageTest(
    'logs onChange, onAccept and onClose for a click, and onAccept again on the next Escape (v8.2.0)',
    `${BASE}/lifecycle/`,
    async (page, demo) => {
      const root = await demo('PayrollDateEventLog');
      await root.getByRole('button', { name: /Choose date/ }).click();
      await page.getByRole('dialog').getByRole('gridcell', { name: '20' }).click();
      await assertLogEndsWith(root, ['onOpen', 'onChange Jun 20, 2025', 'onAccept Jun 20, 2025', 'onClose']);
      await root.getByRole('button', { name: /Choose date/ }).click();
      await page.getByRole('dialog').waitFor();
      // Escape reaches the picker once its popover has taken the focus.
      await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement));
      await page.keyboard.press('Escape');
      // The known issue the page describes: the unchanged value is accepted a second time.
      await assertLogEndsWith(root, ['onOpen', 'onAccept Jun 20, 2025', 'onClose']);
    },
  );

  pageTest('fires onChange and onAccept for each edit in the field', `${BASE}/lifecycle/`, async (page, demo) => {
    const root = await demo('PayrollDateEventLog');
    await root.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.press('ArrowUp');
    await assertLogEndsWith(root, ['onChange Jun 26, 2025', 'onAccept Jun 26, 2025']);
    assert.equal(await page.getByRole('dialog').count(), 0, 'the picker stays closed');
  });

  pageTest('accepts on OK only on mobile', `${BASE}/lifecycle/`, async (page, demo) => {
    const root = await demo('DesktopAndMobileLog');
    await root
      .getByRole('group', { name: 'Mobile' })
      .getByRole('button', { name: /Choose date/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('gridcell', { name: '20' }).click();
    await assertLogEndsWith(root, ['onChange Mar 20, 2025'], 'Mobile event log');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await assertLogEndsWith(root, ['onChange Mar 20, 2025', 'onAccept Mar 20, 2025', 'onClose'], 'Mobile event log');
  });

  pageTest('publishes a field value only once every section is filled', `${BASE}/lifecycle/`, async (page, demo) => {
    const root = await demo('FieldOnChangeLog');
    await root.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('0314');
    assert.deepEqual(await logEntries(root), [], 'month and day alone publish nothing');
    await page.keyboard.type('2025');
    await assertLogEndsWith(root, ['onChange Mar 14, 2025 (error: null)']);
    await root.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.press('Backspace');
    await assertLogEndsWith(root, ['onChange Mar 14, 2025 (error: null)', 'onChange null (error: null)']);
  });
});

describe('pickers: shortcuts', () => {
  pageTest('sets the value from a shortcut and says which one', `${BASE}/shortcuts/`, async (page, demo) => {
    const root = await demo('ShortcutInOnChange');
    await root.getByRole('button', { name: 'Next weekend' }).click();
    await root.getByText('Saturday, May 24, from the "Next weekend" shortcut (id: next-weekend).').waitFor();
    assert.equal(await root.getByRole('gridcell', { name: '24' }).getAttribute('aria-selected'), 'true');
  });

  pageTest('disables shortcuts whose value is refused', `${BASE}/shortcuts/`, async (page, demo) => {
    const root = await demo('ShortcutsOutsideLimits');
    assert.equal(await root.getByRole('button', { name: 'Next Monday' }).getAttribute('aria-disabled'), 'true');
    assert.equal(await root.getByRole('button', { name: 'In six months' }).getAttribute('aria-disabled'), 'true');
    assert.equal(await root.getByRole('button', { name: 'Next Saturday' }).getAttribute('aria-disabled'), null);
  });

  pageTest('finds the next valid day with isValid', `${BASE}/shortcuts/`, async (page, demo) => {
    const root = await demo('NextFerrySailing');
    await root.getByRole('button', { name: 'Next sailing' }).click();
    // June 14 is cancelled, so after Thursday the 12th the next sailing is Tuesday the 17th.
    assert.equal(await root.getByRole('gridcell', { name: '17' }).getAttribute('aria-selected'), 'true');
  });

  pageTest('selects a pay period from a range shortcut', `${BASE}/shortcuts/`, async (page, demo) => {
    const root = await demo('PayPeriodShortcuts');
    await root.getByRole('button', { name: 'Previous pay period' }).click();
    await eventually(async () => {
      assert.equal(await root.getByRole('gridcell', { name: '1', exact: true }).getAttribute('aria-selected'), 'true');
      assert.equal(await root.getByRole('gridcell', { name: '15' }).getAttribute('aria-selected'), 'true');
    });
  });

  pageTest('keeps the picker open with changeImportance "set"', `${BASE}/shortcuts/`, async (page, demo) => {
    const root = await demo('ShortcutChangeImportance');
    await root.getByRole('button', { name: /Choose date/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'This Saturday' }).click();
    await assertLogEndsWith(root, ['onChange May 17']);
    assert.equal(await page.getByRole('dialog').count(), 1, 'still open');
  });
});

describe('pickers: accessibility', () => {
  pageTest('moves through the calendar with the keyboard', `${BASE}/accessibility/`, async (page, demo) => {
    const root = await demo('CalendarKeyboard');
    await root.getByRole('gridcell', { name: '12' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await root.getByText('Selected sailing: Thursday, June 12').waitFor();
    await page.keyboard.press('Enter');
    await root.getByText('Selected sailing: Friday, June 20').waitFor();
  });

  pageTest('names each dialog', `${BASE}/accessibility/`, async (page, demo) => {
    const root = await demo('DialogAccessibleNames');
    await root
      .getByRole('group', { name: 'Return sailing' })
      .getByRole('button', { name: /Choose date/ })
      .click();
    await page.getByRole('dialog', { name: 'Return sailing' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await root
      .getByRole('button', { name: /Choose date/ })
      .last()
      .click();
    await page.getByRole('dialog', { name: 'Standby sailing' }).waitFor();
  });
});

describe('pickers: translated components', () => {
  pageTest('shows the French texts of frFR', `${BASE}/localization/`, async (page, demo) => {
    const root = await demo('WebinarInFrench');
    for (const label of ['Vider', "Aujourd'hui", 'Annuler']) {
      await root.getByRole('button', { name: label }).waitFor();
    }
    await root.getByText('septembre 2025').waitFor();
  });

  pageTest('switches the language of a picker', `${BASE}/localization/`, async (page, demo) => {
    const root = await demo('WebinarLanguageSwitcher');
    await root.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await root.getByText('September 2025').waitFor();
    await root.getByRole('button', { name: 'Abbrechen' }).waitFor();
  });
});

describe('pickers: date format and localization', () => {
  pageTest('formats one value with each date library', `${BASE}/adapters-locale/`, async (page, demo) => {
    const root = await demo('OneValueFourLibraries');
    const values = await root.locator('input').evaluateAll((inputs) => inputs.map((input) => input.value));
    assert.deepEqual(values, ['14.03.2025 09:30', '14/03/2025 09:30', '2025/03/14 09:30', '14/03/2025 09:30']);
  });

  pageTest('follows the locale for 12 or 24 hours', `${BASE}/adapters-locale/`, async (page, demo) => {
    const root = await demo('TwelveOrTwentyFourHours');
    const values = await root.locator('input').evaluateAll((inputs) => inputs.map((input) => input.value));
    assert.deepEqual(values, ['06:40 PM', '18:40', '06:40 PM']);
  });
});

describe('pickers: timezones', () => {
  pageTest('shows one UTC value in three zones and stores edits in UTC', `${BASE}/timezone/`, async (page, demo) => {
    const root = await demo('WebinarInThreeZones');
    const values = () => root.locator('input').evaluateAll((inputs) => inputs.map((input) => input.value));
    assert.deepEqual(await values(), ['09/24/2025 09:00 AM', '09/24/2025 03:00 PM', '09/24/2025 10:00 PM']);
    await root.getByRole('group', { name: 'Webinar starts, Tokyo' }).getByRole('spinbutton', { name: 'Hours' }).click();
    await page.keyboard.press('ArrowUp');
    await root.getByText('2025-09-24T14:00:00.000Z').waitFor();
    assert.deepEqual(await values(), ['09/24/2025 10:00 AM', '09/24/2025 04:00 PM', '09/24/2025 11:00 PM']);
  });

  pageTest('lists the hour that happens twice when clocks go back', `${BASE}/timezone/`, async (page, demo) => {
    const root = await demo('LabNightClocksBack');
    const options = root.getByRole('option', { name: '03:30' });
    assert.equal(await options.count(), 2);
    // Luxon reads the ambiguous 03:30 as the second one, after the clocks went back.
    await root.getByText('03:30 local time, UTC offset +02:00: 01:30 UTC').waitFor();
    await options.nth(0).click();
    await root.getByText('03:30 local time, UTC offset +03:00: 00:30 UTC').waitFor();
  });

  pageTest('measures a crossing over the spring clock change', `${BASE}/timezone/`, async (page, demo) => {
    const root = await demo('FerryCrossingClocksForward');
    await root.getByText('Crossing time: 3 h 0 min').waitFor();
  });
});

describe('pickers: calendar systems', () => {
  pageTest('shows one date in the Gregorian and Jalali calendars', `${BASE}/calendar-systems/`, async (page, demo) => {
    const root = await demo('GregorianAndJalali');
    const values = () => root.locator('input').evaluateAll((inputs) => inputs.map((input) => input.value));
    assert.deepEqual(await values(), ['03/21/2025', '1404/01/01']);
    await root.getByRole('group', { name: 'Gregorian' }).getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.press('ArrowUp');
    await eventually(async () => assert.deepEqual(await values(), ['03/22/2025', '1404/01/02']));
  });

  pageTest('opens the Hijri calendar from a button field', `${BASE}/calendar-systems/`, async (page, demo) => {
    const root = await demo('HijriButtonField');
    const button = root.getByRole('button', { name: /موعد الزيارة/ });
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('رمضان').first().waitFor();
    assert.equal(await dialog.getAttribute('dir'), null);
    assert.equal((await dialog.locator('[dir="rtl"]').count()) > 0, true, 'the popover is right to left');
  });
});
