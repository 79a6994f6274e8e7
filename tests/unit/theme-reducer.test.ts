import { INITIAL_THEME_STATE, themeReducer, type ThemeAction } from '../../src/components/theme/theme-reducer';

describe('themeReducer', () => {
  it('starts light, left to right, not dense', () => {
    expect(INITIAL_THEME_STATE).toEqual({ dense: false, direction: 'ltr', paletteMode: 'light' });
  });

  it('sets and resets density', () => {
    const dense = themeReducer(INITIAL_THEME_STATE, { type: 'SET_DENSE', payload: true });
    expect(dense.dense).toBe(true);
    expect(themeReducer(dense, { type: 'RESET_DENSITY' })).toEqual(INITIAL_THEME_STATE);
  });

  it('changes palette mode and direction, together or apart', () => {
    const dark = themeReducer(INITIAL_THEME_STATE, { type: 'CHANGE', payload: { paletteMode: 'dark' } });
    expect(dark).toEqual({ ...INITIAL_THEME_STATE, paletteMode: 'dark' });
    const both = themeReducer(dark, { type: 'CHANGE', payload: { paletteMode: 'light', direction: 'rtl' } });
    expect(both).toEqual({ ...INITIAL_THEME_STATE, direction: 'rtl' });
  });

  it.each<ThemeAction>([
    { type: 'SET_DENSE', payload: false },
    { type: 'RESET_DENSITY' },
    { type: 'CHANGE', payload: {} },
    { type: 'CHANGE', payload: { paletteMode: 'light', direction: 'ltr' } },
  ])('returns the same state object for a change that changes nothing (%p)', (action) => {
    expect(themeReducer(INITIAL_THEME_STATE, action)).toBe(INITIAL_THEME_STATE);
  });

  it('throws on an unknown action', () => {
    const unknown = { type: 'SET_SPACING', payload: 4 } as unknown as ThemeAction;
    expect(() => themeReducer(INITIAL_THEME_STATE, unknown)).toThrow('Unrecognized theme action type "SET_SPACING".');
  });
});
